package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.http.AdminToken;
import io.hotshard.ring.Partitioner;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.MembershipChange;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Routers that agree: two routers in a group of clustered Vert.x instances (Hazelcast, TCP/IP join on 127.0.0.1) in
 * front of the same real shards. One group serves the whole class, since a Hazelcast join takes seconds; the test
 * that closes a router runs last.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
final class RouterGroupTest {

    /** Longest wait for a change to reach the other router; Hazelcast answers in milliseconds. */
    private static final long PROPAGATION_BOUND_MILLIS = 5_000;
    private static final int KEYS = 10_000;

    private static WatchedVertx shardsVertx;
    private static TestHttp http;
    private static final List<ShardServer> SHARDS = new ArrayList<>();
    private static final Map<String, String> URLS = new LinkedHashMap<>();
    private static final List<Vertx> GROUP_VERTX = new ArrayList<>();
    private static final List<Integer> GROUP_PORTS = new ArrayList<>();
    private static RouterServer a;
    private static RouterServer b;
    private static Vertx vertxB;

    @BeforeAll
    static void startGroup() throws Exception {
        shardsVertx = RouterWarmUp.watched();
        http = new TestHttp(shardsVertx.vertx(), 64);
        for (int i = 0; i < 6; i++) {
            ShardServer shard = new ShardServer(shardsVertx.vertx(), ShardConfig.defaults("s" + i)
                    .withLatency(new FixedLatency(0)).withCapacity(64, 256));
            URLS.put("s" + i, "http://127.0.0.1:" + Await.result(shard.start()));
            SHARDS.add(shard);
        }
        GROUP_PORTS.add(freePort());
        GROUP_PORTS.add(freePort());
        List<Future<Vertx>> joining = List.of(join(0), join(1));
        Future.all(joining).toCompletionStage().toCompletableFuture().get(90, TimeUnit.SECONDS);
        a = router(joining.get(0).result());
        vertxB = joining.get(1).result();
        b = router(vertxB);
    }

    @AfterAll
    static void stopGroup() throws Exception {
        for (Vertx vertx : GROUP_VERTX) {
            vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        }
        assertThat(shardsVertx.close()).isEmpty();
    }

    @Test
    @Order(1)
    void addNode_atOneRouter_bothPlaceTenThousandKeysAlike() {
        long sent = System.nanoTime();
        Future<TestHttp.Answer> added = http.send(HttpMethod.POST, a.port(), "/admin/nodes", new JsonObject()
                .put("id", "s3").put("url", URLS.get("s3")).encode());
        long seenMicros = untilEqual(() -> b.state().member("s3") != null, true);
        assertThat(Await.result(added).status()).isEqualTo(200);
        long answeredMicros = (System.nanoTime() - sent) / 1_000;
        System.out.printf(Locale.ROOT, "hotshard: POST /admin/nodes at router A: in force at router B %.1f ms after"
                + " it was sent (A's answer arrived after %.1f ms)%n", seenMicros / 1_000.0, answeredMicros / 1_000.0);
        untilAlike(() -> b.state().ringIds(), () -> a.state().ringIds());
        assertThat(b.state().ringIds()).containsExactly("s0", "s1", "s2", "s3");
        assertThat(owners(b.state().partitioner())).isEqualTo(owners(a.state().partitioner()));
        assertThat(b.state().version()).isEqualTo(a.state().version());

        assertThat(Await.result(b.removeNode("s3")).applied()).isTrue();
        untilEqual(() -> a.state().ringIds(), List.of("s0", "s1", "s2"));
        assertThat(owners(a.state().partitioner())).isEqualTo(owners(b.state().partitioner()));
        // A router records the event just after its new ring is in force: the two are read apart here.
        untilEqual(() -> a.events().get(a.events().size() - 1).type(), MembershipEvent.Type.REMOVED);
    }

    @Test
    @Order(2)
    void configureMitigations_atRouterB_showsAtRouterA() {
        TestHttp.Answer answer = http.send(HttpMethod.POST, b.port(), "/admin/mitigations",
                "{\"cache\":{\"enabled\":true,\"ttlMillis\":250}}").toCompletionStage().toCompletableFuture().join();
        assertThat(answer.status()).isEqualTo(200);
        untilEqual(() -> a.mitigations().cache().enabled(), true);
        assertThat(a.mitigations()).isEqualTo(b.mitigations());
        assertThat(a.mitigations().cache().ttlMillis()).isEqualTo(250);

        TestHttp.Answer refused = http.send(HttpMethod.POST, a.port(), "/admin/mitigations",
                "{\"cache\":{\"enabled\":\"yes\"}}").toCompletionStage().toCompletableFuture().join();
        assertThat(refused.status()).isEqualTo(400);
        assertThat(Await.result(a.configureMitigations(new JsonObject().put("cache",
                new JsonObject().put("enabled", false)))).getJsonObject("cache").getBoolean("enabled")).isFalse();
        untilEqual(() -> b.mitigations().cache().enabled(), false);
    }

    @Test
    @Order(3)
    void addNode_atBothRoutersAtOnce_bothConvergeOnOneOrder() {
        Future<MembershipChange> atA = a.addNode(ShardSpec.of("s4", URLS.get("s4")));
        Future<MembershipChange> atB = b.addNode(ShardSpec.of("s5", URLS.get("s5")));
        assertThat(Await.result(atA).applied()).isTrue();
        assertThat(Await.result(atB).applied()).isTrue();
        untilAlike(() -> b.state().version(), () -> a.state().version());
        assertThat(a.state().ringIds()).containsExactlyInAnyOrder("s0", "s1", "s2", "s4", "s5");
        assertThat(b.state().ringIds()).isEqualTo(a.state().ringIds());
        assertThat(owners(b.state().partitioner())).isEqualTo(owners(a.state().partitioner()));

        Await.result(a.removeNode("s4"));
        Await.result(b.removeNode("s5"));
        untilAlike(() -> b.state().version(), () -> a.state().version());
        assertThat(b.state().ringIds()).isEqualTo(a.state().ringIds()).containsExactly("s0", "s1", "s2");
    }

    @Test
    @Order(4)
    void addNode_idTakenAtTheOtherRouter_refusedWith409() {
        Await.result(a.addNode(ShardSpec.of("s3", URLS.get("s3"))));
        untilEqual(() -> b.state().member("s3") != null, true);
        TestHttp.Answer duplicate = http.send(HttpMethod.POST, b.port(), "/admin/nodes", new JsonObject()
                .put("id", "s3").put("url", URLS.get("s3")).encode()).toCompletionStage().toCompletableFuture()
                .join();
        assertThat(duplicate.status()).isEqualTo(409);
        Await.result(b.removeNode("s3"));
        untilEqual(() -> a.state().member("s3") == null, true);
    }

    @Test
    @Order(5)
    void newRouter_joiningLate_takesTheGroupsState() throws Exception {
        Await.result(a.switchPartitioner(PartitionerSettings.defaults().withVnodes(64)));
        GROUP_PORTS.add(freePort());
        Vertx late = join(2).toCompletionStage().toCompletableFuture().get(90, TimeUnit.SECONDS);
        // Its own configuration names other shards: the group's state wins.
        RouterServer c = new RouterServer(late, RouterConfig.defaults(Map.of("s5", URLS.get("s5")))
                .withHealth(0, 100, DownOn.REFUSED, false).withEventLoops(TestCluster.eventLoops()));
        try {
            Await.result(c.start());
            assertThat(c.state().ringIds()).isEqualTo(a.state().ringIds()).containsExactly("s0", "s1", "s2");
            assertThat(c.state().settings().vnodes()).isEqualTo(64);
            assertThat(c.state().version()).isEqualTo(a.state().version());
            assertThat(owners(c.state().partitioner())).isEqualTo(owners(a.state().partitioner()));
            assertThat(c.mitigations()).isEqualTo(a.mitigations());
        } finally {
            Await.result(c.stop());
            GROUP_VERTX.remove(late);
            late.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    @Order(6)
    void closeRouter_whileLoadRunsAtTheOther_otherKeepsServingAndChanging() throws Exception {
        int requests = 4_000;
        List<Future<TestHttp.Answer>> answers = new ArrayList<>();
        Vertx closing = vertxB;
        for (int i = 0; i < requests; i++) {
            answers.add(http.send(HttpMethod.PUT, a.port(), "/kv/key" + i, "v" + i));
            if (i == requests / 4) {
                Await.result(b.stop());
                closing.close();
            }
            if (i % 64 == 63) {
                Future.join(answers.subList(answers.size() - 64, answers.size())).toCompletionStage()
                        .toCompletableFuture().get(30, TimeUnit.SECONDS);
            }
        }
        Future.join(answers).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        long served = answers.stream().filter(f -> f.succeeded() && f.result().status() / 100 == 2).count();
        assertThat(served).isEqualTo(requests);
        assertThat(a.metrics().routerFailures()).isZero();
        closing.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        GROUP_VERTX.remove(closing);
        // The group's log lives on in the remaining member: changes still go through.
        assertThat(Await.result(a.addNode(ShardSpec.of("s3", URLS.get("s3")))).applied()).isTrue();
        assertThat(a.state().ringIds()).containsExactly("s0", "s1", "s2", "s3");
    }

    private static Future<Vertx> join(int index) {
        List<String> members = GROUP_PORTS.stream().map(p -> "127.0.0.1:" + p).toList();
        return RouterGroup.loopback(GROUP_PORTS.get(index), members)
                .start(new VertxOptions().setEventLoopPoolSize(TestCluster.eventLoops()), AdminToken.none())
                .onSuccess(GROUP_VERTX::add);
    }

    private static RouterServer router(Vertx vertx) {
        Map<String, String> first = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            first.put("s" + i, URLS.get("s" + i));
        }
        RouterServer router = new RouterServer(vertx, RouterConfig.defaults(first)
                .withHealth(0, 100, DownOn.REFUSED, false).withClient(5_000, RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD)
                .withEventLoops(TestCluster.eventLoops()));
        Await.result(router.start());
        return router;
    }

    /** Polls until {@code actual} equals {@code expected}, at most the propagation bound; the wait in µs. */
    private static <T> long untilEqual(Supplier<T> actual, T expected) {
        return untilAlike(actual, () -> expected);
    }

    /** Polls until both suppliers give equal values, at most the propagation bound; the wait in µs. */
    private static <T> long untilAlike(Supplier<T> actual, Supplier<T> expected) {
        long start = System.nanoTime();
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(PROPAGATION_BOUND_MILLIS);
        while (!actual.get().equals(expected.get())) {
            assertThat(System.nanoTime()).as("%s within %d ms, still %s", expected.get(), PROPAGATION_BOUND_MILLIS,
                    actual.get()).isLessThan(deadline);
            LockSupport.parkNanos(100_000);
        }
        return (System.nanoTime() - start) / 1_000;
    }

    private static List<String> owners(Partitioner partitioner) {
        List<String> owners = new ArrayList<>(KEYS);
        for (int i = 0; i < KEYS; i++) {
            owners.add(partitioner.ownerOf("key" + i));
        }
        return owners;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
