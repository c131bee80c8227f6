package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cli.PutLoad.Outcome;
import io.hotshard.ring.Partitioner;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.RouterServer;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.metrics.ShardCounts;
import io.hotshard.testkit.Await;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Three shards in containers of the hotshard image behind an in-JVM router, under open-loop load, while one
 * container is killed (SIGKILL) and another frozen then thawed: the router must keep answering, fail only the
 * requests owned by the broken shards, route the killed shard's keys elsewhere once it is marked down, answer
 * 504 for the frozen shard and recover when it thaws; router and shard metrics must show each step.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
final class ContainerChaosIT {

    private static final List<String> IDS = List.of("shard-0", "shard-1", "shard-2");
    private static final String UNTOUCHED = "shard-0";
    private static final String KILLED = "shard-1";
    private static final String PAUSED = "shard-2";
    private static final int RATE_PER_SECOND = 200;
    private static final long RUN_MILLIS = 10_000;
    private static final long KILL_AT_MILLIS = 2_000;
    private static final long PAUSE_AT_MILLIS = 5_000;
    private static final long UNPAUSE_AT_MILLIS = 7_500;
    private static final long REQUEST_TIMEOUT_MILLIS = 1_000;
    /** One-second rounds of load until one is answered without error: the first ones compile the hot paths. */
    private static final int WARM_UP_ROUNDS = 10;
    /** Margin for a request routed with the ring of just before a change, and for millisecond event times. */
    private static final long SETTLE_MILLIS = 100;
    private static final long WINDOW_MILLIS = 500;

    /** Instants of the chaos steps, in nanoseconds from the load's origin, each before and after the Docker call. */
    private record Chaos(long killBefore, long killAfter, long pauseBefore, long pauseAfter, long unpauseBefore,
                         long unpauseAfter, long markedDown) {
    }

    @Test
    void killAndPause_underOpenLoopLoad_routerKeepsAnsweringAndMetricsShowIt() throws Exception {
        String image = DockerRequirement.shardImage();
        long startBegin = System.nanoTime();
        try (ShardContainers shards = ShardContainers.start(image, IDS)) {
            long startMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startBegin);
            System.out.printf(Locale.ROOT, "%d shard containers of %s serving after %d ms (each: %s)%n",
                    IDS.size(), image, startMillis, shards.startMillis());
            Vertx vertx = Vertx.vertx();
            RouterServer router = new RouterServer(vertx, routerConfig(shards));
            try {
                int port = Await.result(router.start(), Duration.ofSeconds(30));
                warmUp(vertx, port);
                RouterMetricsSnapshot baseline = router.metrics();
                long originNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
                Future<List<Outcome>> load = PutLoad.run(vertx, port, RATE_PER_SECOND,
                        (int) (RATE_PER_SECOND * RUN_MILLIS / 1_000), originNanos);
                Chaos chaos = injectChaos(shards, router, originNanos);
                List<Outcome> outcomes = Await.result(load, Duration.ofSeconds(60));
                report(outcomes, chaos);

                assertRouterKeptAnswering(outcomes, chaos);
                assertKilledShardFailedUntilMarkedDown(outcomes, chaos, router);
                assertPausedShardTimedOutThenRecovered(outcomes, chaos);
                assertMetricsShowIt(outcomes, router, baseline, shards);
            } finally {
                Await.result(router.stop(), Duration.ofSeconds(30));
                Await.result(vertx.close(), Duration.ofSeconds(30));
            }
        }
    }

    private static RouterConfig routerConfig(ShardContainers shards) {
        List<ShardSpec> specs = IDS.stream().map(id -> ShardSpec.of(id, shards.url(id))).toList();
        return RouterConfig.defaults(specs).withClient(REQUEST_TIMEOUT_MILLIS, RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD)
                .withHealth(200, 150, DownOn.REFUSED, true);
    }

    /** Compiles the hot paths of router and shards, and checks that every shard answers through the router. */
    private static void warmUp(Vertx vertx, int port) throws Exception {
        List<Outcome> warm = List.of();
        int rounds = 0;
        while (rounds < WARM_UP_ROUNDS && (warm.isEmpty() || !warm.stream().allMatch(Outcome::succeeded))) {
            warm = Await.result(PutLoad.run(vertx, port, RATE_PER_SECOND, RATE_PER_SECOND, System.nanoTime()),
                    Duration.ofSeconds(60));
            rounds++;
        }
        System.out.printf(Locale.ROOT, "warm-up: %d round(s) of %d requests until one had no error%n", rounds,
                RATE_PER_SECOND);
        assertThat(warm).as("answers of the last warm-up round").allMatch(Outcome::succeeded);
        assertThat(warm.stream().map(Outcome::shard).distinct()).as("shards reached in warm-up")
                .containsExactlyInAnyOrderElementsOf(IDS);
    }

    private static Chaos injectChaos(ShardContainers shards, RouterServer router, long originNanos)
            throws InterruptedException {
        sleepUntil(originNanos, KILL_AT_MILLIS);
        long killBefore = System.nanoTime() - originNanos;
        shards.kill(KILLED);
        long killAfter = System.nanoTime() - originNanos;
        sleepUntil(originNanos, PAUSE_AT_MILLIS);
        long pauseBefore = System.nanoTime() - originNanos;
        shards.pause(PAUSED);
        long pauseAfter = System.nanoTime() - originNanos;
        sleepUntil(originNanos, UNPAUSE_AT_MILLIS);
        long unpauseBefore = System.nanoTime() - originNanos;
        shards.unpause(PAUSED);
        long unpauseAfter = System.nanoTime() - originNanos;
        long wallAtOriginMillis = System.currentTimeMillis() - TimeUnit.NANOSECONDS.toMillis(System.nanoTime()
                - originNanos);
        long markedDown = router.events().stream()
                .filter(e -> e.type() == MembershipEvent.Type.MARKED_DOWN && e.nodeId().equals(KILLED))
                .mapToLong(e -> TimeUnit.MILLISECONDS.toNanos(e.timestampMillis() - wallAtOriginMillis))
                .findFirst().orElseThrow(() -> new AssertionError(KILLED + " was never marked down: "
                        + router.events()));
        return new Chaos(killBefore, killAfter, pauseBefore, pauseAfter, unpauseBefore, unpauseAfter, markedDown);
    }

    private static void assertRouterKeptAnswering(List<Outcome> outcomes, Chaos chaos) {
        assertThat(outcomes).as("requests the router never answered").noneMatch(o -> o.status() == 0);
        for (long from = 0; from < RUN_MILLIS; from += WINDOW_MILLIS) {
            long start = ms(from);
            long end = ms(from + WINDOW_MILLIS);
            assertThat(outcomes).as("successes among requests sent in [%d, %d) ms", from, from + WINDOW_MILLIS)
                    .anyMatch(o -> o.sentNanos() >= start && o.sentNanos() < end && o.succeeded());
        }
        // A request sent just before the kill may still be in flight when the shard dies.
        assertThat(outcomes).as("answers received before the kill")
                .filteredOn(o -> o.answeredNanos() < chaos.killBefore())
                .isNotEmpty().allMatch(Outcome::succeeded);
        assertThat(outcomes).as("failed requests name only the killed or the paused shard")
                .filteredOn(o -> !o.succeeded()).allMatch(o -> Set.of(KILLED, PAUSED).contains(o.shard()));
    }

    private static void assertKilledShardFailedUntilMarkedDown(List<Outcome> outcomes, Chaos chaos,
                                                               RouterServer router) {
        assertThat(chaos.markedDown()).as("marked down after the kill")
                .isGreaterThan(chaos.killBefore() - ms(SETTLE_MILLIS));
        assertThat(outcomes).as("failures of the killed shard: 502/503/504, sent from the kill to the mark-down")
                .filteredOn(o -> KILLED.equals(o.shard()) && !o.succeeded())
                .allMatch(o -> Set.of(502, 503, 504).contains(o.status()))
                .allMatch(o -> o.sentNanos() >= chaos.killBefore() - ms(REQUEST_TIMEOUT_MILLIS)
                        && o.sentNanos() <= chaos.markedDown() + ms(SETTLE_MILLIS));
        long afterDown = chaos.markedDown() + ms(SETTLE_MILLIS);
        assertThat(outcomes).as("requests routed to the killed shard after it was marked down")
                .noneMatch(o -> o.sentNanos() > afterDown && KILLED.equals(o.shard()));
        // The ring of the start is rebuilt here to find the keys the killed shard owned before it left.
        Partitioner initial = router.config().partitioner().create(router.config().nodes());
        assertThat(outcomes)
                .as("requests for keys of the killed shard sent after its mark-down, answered before the pause")
                .filteredOn(o -> o.sentNanos() > afterDown && o.answeredNanos() < chaos.pauseBefore()
                        && KILLED.equals(initial.ownerOf(o.key())))
                .isNotEmpty().allMatch(Outcome::succeeded);
    }

    private static void assertPausedShardTimedOutThenRecovered(List<Outcome> outcomes, Chaos chaos) {
        // Answer times, not send times: a late timer on a busy machine must not turn a served request into a 504.
        assertThat(outcomes).as("requests to the paused shard sent after the freeze and answered before the thaw")
                .filteredOn(o -> PAUSED.equals(o.shard()) && o.sentNanos() > chaos.pauseAfter()
                        && o.answeredNanos() < chaos.unpauseBefore())
                .isNotEmpty().allMatch(o -> o.status() == 504);
        assertThat(outcomes).as("failures of the paused shard: 504, answered from the freeze until a deadline after"
                        + " the thaw")
                .filteredOn(o -> PAUSED.equals(o.shard()) && !o.succeeded())
                .allMatch(o -> o.status() == 504)
                .allMatch(o -> o.answeredNanos() >= chaos.pauseBefore() && o.answeredNanos()
                        <= chaos.unpauseAfter() + ms(REQUEST_TIMEOUT_MILLIS + WINDOW_MILLIS));
        assertThat(outcomes).as("requests to the paused shard a second after the thaw")
                .filteredOn(o -> PAUSED.equals(o.shard()) && o.sentNanos() > chaos.unpauseAfter() + ms(1_000))
                .isNotEmpty().allMatch(Outcome::succeeded);
    }

    /** Router counts are compared as increases over {@code baseline}, taken after the warm-up. */
    private static void assertMetricsShowIt(List<Outcome> outcomes, RouterServer router,
                                            RouterMetricsSnapshot baseline, ShardContainers shards) throws Exception {
        RouterState state = router.state();
        assertThat(state.member(KILLED).up()).as("killed shard up").isFalse();
        assertThat(state.inRing(KILLED)).as("killed shard in the ring").isFalse();
        assertThat(state.member(PAUSED).up()).as("paused shard up").isTrue();
        assertThat(state.inRing(PAUSED)).as("paused shard in the ring").isTrue();
        assertThat(router.events()).as("membership events")
                .anyMatch(e -> e.type() == MembershipEvent.Type.EVICTED && e.nodeId().equals(KILLED))
                .noneMatch(e -> e.type() == MembershipEvent.Type.MARKED_DOWN && e.nodeId().equals(PAUSED));

        RouterMetricsSnapshot metrics = router.metrics();
        for (int status : new int[] {502, 503, 504}) {
            assertThat(metrics.responses().getOrDefault(status, 0L) - baseline.responses().getOrDefault(status, 0L))
                    .as("router's count of %d answers", status)
                    .isEqualTo(ChaosPhases.count(outcomes, o -> o.status() == status));
        }
        assertThat(failures(metrics.shards().get(KILLED)) - failures(baseline.shards().get(KILLED)))
                .as("router's failures of the killed shard")
                .isEqualTo(ChaosPhases.count(outcomes, o -> KILLED.equals(o.shard()) && !o.succeeded()));
        assertThat(metrics.shards().get(PAUSED).timeouts() - baseline.shards().get(PAUSED).timeouts())
                .as("router's timeouts of the paused shard")
                .isEqualTo(ChaosPhases.count(outcomes, o -> PAUSED.equals(o.shard()) && o.status() == 504))
                .isPositive();

        JsonObject untouched = shardMetrics(shards.url(UNTOUCHED));
        assertThat(untouched.getLong("arrivals")).as("arrivals at %s over the router's sends to it", UNTOUCHED)
                .isEqualTo(metrics.shards().get(UNTOUCHED).sent());
        JsonObject paused = shardMetrics(shards.url(PAUSED));
        assertThat(paused.getLong("completions")).as("completions at the paused shard")
                .isGreaterThanOrEqualTo(ChaosPhases.count(outcomes, o -> PAUSED.equals(o.shard()) && o.succeeded()));
        assertThatThrownBy(() -> shardMetrics(shards.url(KILLED))).as("metrics of the killed shard")
                .isInstanceOf(ConnectException.class);
        System.out.println("router metrics per shard: " + metrics.toJson().getJsonObject("shards").encode());
        System.out.println(UNTOUCHED + " metrics: " + untouched.encode());
        System.out.println(PAUSED + " metrics: " + paused.encode());
    }

    private static long failures(ShardCounts counters) {
        return counters.connectFailures() + counters.brokenConnections() + counters.downRejections()
                + counters.timeouts();
    }

    private static void report(List<Outcome> outcomes, Chaos chaos) {
        System.out.printf(Locale.ROOT, "kill took %.1f ms, marked down %.1f ms after the kill; pause took %.1f ms,"
                        + " unpause %.1f ms%n", (chaos.killAfter() - chaos.killBefore()) / 1e6,
                (chaos.markedDown() - chaos.killBefore()) / 1e6, (chaos.pauseAfter() - chaos.pauseBefore()) / 1e6,
                (chaos.unpauseAfter() - chaos.unpauseBefore()) / 1e6);
        ChaosPhases phases = new ChaosPhases(outcomes,
                new String[] {"before kill", "kill to mark-down", "mark-down to pause", "pause to unpause",
                    "after unpause"},
                chaos.killBefore(), Math.max(chaos.killBefore(), chaos.markedDown()), chaos.pauseBefore(),
                chaos.unpauseBefore());
        System.out.print(TableFormat.TEXT.render(phases.table(RATE_PER_SECOND + " req/s for " + RUN_MILLIS
                + " ms through the router, by time of answer; " + KILLED + " killed, " + PAUSED + " paused", KILLED,
                PAUSED)));
    }

    private static JsonObject shardMetrics(String url) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url + "/metrics"))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("GET %s/metrics", url).isEqualTo(200);
        return new JsonObject(response.body());
    }

    private static void sleepUntil(long originNanos, long atMillis) throws InterruptedException {
        long waitNanos = originNanos + ms(atMillis) - System.nanoTime();
        if (waitNanos > 0) {
            TimeUnit.NANOSECONDS.sleep(waitNanos);
        }
    }

    private static long ms(long millis) {
        return TimeUnit.MILLISECONDS.toNanos(millis);
    }

}
