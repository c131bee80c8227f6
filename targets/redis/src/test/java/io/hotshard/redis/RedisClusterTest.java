package io.hotshard.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.ring.RedisSlots;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.RedisURI;
import io.lettuce.core.api.StatefulRedisConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RedisClusterTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @TempDir
    static Path temp;

    private static RedisCluster cluster;
    private static List<RedisProcess> processes;

    @BeforeAll
    static void up() {
        int base = LocalPorts.freeRun(17000, 6);
        cluster = RedisCluster.up(new RedisLayout(3, 1, base, temp.resolve("cluster")), RedisTools.onPath(), TIMEOUT);
        processes = cluster.processes();
    }

    @AfterAll
    static void down() {
        if (cluster != null && Files.exists(cluster.layout().dir())) {
            cluster.down();
        }
    }

    @Test
    void sampleNow_aNodeThatMissesTheFirstTimeout_isAskedAgainAndAnswers() throws Exception {
        RedisProcess master = processes.get(0);
        ScheduledExecutorService resumer = Executors.newSingleThreadScheduledExecutor();
        // Samples every second, so INFO times out after 500 ms; the node is paused for 700 ms.
        try (NodeSampler sampler = NodeSampler.start(List.of(master.port()), CountedCommands.everywhere(Set.of("get")),
                temp.resolve("samples.csv"), Duration.ofSeconds(1))) {
            master.pause();
            long askedAt = System.currentTimeMillis();
            resumer.schedule(master::resume, 700, TimeUnit.MILLISECONDS);
            sampler.sampleNow();
            long answeredBy = System.currentTimeMillis();

            assertThat(sampler.samples()).filteredOn(s -> s.epochMillis() >= askedAt && s.epochMillis() <= answeredBy)
                    .filteredOn(NodeSample::answered).isNotEmpty()
                    .allSatisfy(s -> assertThat(s.epochMillis()).isGreaterThanOrEqualTo(askedAt + 600));
        } finally {
            master.resume();
            resumer.shutdownNow();
        }
    }

    @Test
    void up_threeMastersOneReplicaEach_coversEverySlotWithThreeMastersAndThreeReplicas() {
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            ClusterTopology topology = cluster.topology(client);
            assertThat(topology.masters()).hasSize(3);
            assertThat(topology.replicas()).hasSize(3)
                    .allSatisfy(r -> assertThat(topology.byId(r.masterId())).get().matches(ClusterNode::master));
            assertThat(topology.coveredSlots()).isEqualTo(RedisSlots.SLOT_COUNT);
            assertThat(topology.slotOwnerPorts()).doesNotContain(-1);
        }
        assertThat(processes).hasSize(6).allMatch(RedisProcess::running);
    }

    @Test
    void keyHashSlot_hundredThousandKeysWithHashTags_agreesWithClusterKeyslot() throws Exception {
        List<String> keys = sampleKeys(100_000);
        RedisClient client = RedisClient.create();
        try (StatefulRedisConnection<String, String> connection = client.connect(
                RedisURI.create("127.0.0.1", cluster.layout().basePort()))) {
            List<RedisFuture<Long>> slots = new ArrayList<>();
            for (String key : keys) {
                slots.add(connection.async().clusterKeyslot(key));
            }
            List<String> disagreements = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                long redis = slots.get(i).get(30, TimeUnit.SECONDS);
                if (redis != RedisSlots.keyHashSlot(keys.get(i))) {
                    disagreements.add(keys.get(i) + " redis=" + redis);
                }
            }
            assertThat(disagreements).isEmpty();
        } finally {
            client.shutdown();
        }
    }

    @Test
    void up_portInUse_failsNamingThePort() {
        int port = cluster.layout().basePort();
        assertThatThrownBy(() -> RedisCluster.up(new RedisLayout(3, 0, port, temp.resolve("other")),
                RedisTools.onPath(), TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("port " + port + " on 127.0.0.1 (client) is in use");
        assertThat(temp.resolve("other")).doesNotExist();
    }

    @Test
    void topology_unreachableNode_failsNamingIt() {
        int port = LocalPorts.freeRun(27000, 1);
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(1))) {
            assertThatThrownBy(() -> client.topology(port)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("127.0.0.1:" + port + " does not answer");
        }
    }

    @Test
    void topology_standaloneServer_failsSayingItIsNotACluster() throws Exception {
        int port = LocalPorts.freeRun(28000, 1);
        Process plain = new ProcessBuilder(RedisTools.onPath().server().toString(), "--port", Integer.toString(port),
                "--bind", "127.0.0.1", "--save", "", "--appendonly", "no").redirectErrorStream(true)
                .redirectOutput(temp.resolve("plain.out").toFile()).start();
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            while (!LocalPorts.listening(port)) {
                Thread.sleep(20);
            }
            assertThatThrownBy(() -> client.topology(port)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("127.0.0.1:" + port + " is not a cluster node (cluster support is disabled)");
        } finally {
            plain.destroy();
            if (!plain.waitFor(10, TimeUnit.SECONDS)) {
                plain.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void down_startedCluster_leavesNoProcessNoPortAndNoDirectory() {
        RedisLayout layout = new RedisLayout(3, 0, LocalPorts.freeRun(19000, 3), temp.resolve("short"));
        RedisCluster small = RedisCluster.up(layout, RedisTools.onPath(), TIMEOUT);
        List<RedisProcess> started = small.processes();

        List<RedisProcess> stopped = RedisCluster.attach(layout.dir()).down();

        assertThat(stopped).containsExactlyInAnyOrderElementsOf(started);
        assertThat(started).noneMatch(RedisProcess::running);
        assertThat(layout.ports()).noneMatch(LocalPorts::listening);
        assertThat(layout.dir()).doesNotExist();
    }

    @Test
    void down_oneNodeGoneAndOnePidFileUnreadable_stopsEveryOtherNodeThenNamesTheFailure() throws Exception {
        RedisLayout layout = new RedisLayout(3, 0, LocalPorts.freeRun(19200, 3), temp.resolve("broken"));
        RedisCluster small = RedisCluster.up(layout, RedisTools.onPath(), TIMEOUT);
        List<RedisProcess> started = small.processes();
        RedisProcess gone = started.get(0);
        RedisProcess unreadable = started.get(1);
        RedisProcess last = started.get(2);
        gone.kill();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (gone.running() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        Files.writeString(layout.dir().resolve(RedisProcess.pidFile(unreadable.port())), "not-a-pid\n");
        try {
            assertThatThrownBy(small::down).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(RedisProcess.pidFile(unreadable.port()) + " does not hold a PID but"
                            + " 'not-a-pid'")
                    .hasMessageEndingWith("(stopped 1 of 1 running; the directory is kept)");

            assertThat(last.running()).isFalse();
            assertThat(LocalPorts.listening(last.port())).isFalse();
            assertThat(layout.dir()).isDirectory();
        } finally {
            unreadable.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void addMasterAndMove_slotWithKeys_newMasterServesThemAndDownStopsIt() throws Exception {
        RedisLayout layout = new RedisLayout(3, 0, LocalPorts.freeRun(19100, 3), temp.resolve("grown"));
        RedisCluster small = RedisCluster.up(layout, RedisTools.onPath(), TIMEOUT);
        List<String> keys = List.of("{celebrity}:a", "{celebrity}:b", "{celebrity}:c");
        int slot = RedisSlots.keyHashSlot(keys.get(0));
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(2));
                Resharder resharder = new Resharder(small)) {
            int owner = small.topology(client).slotOwnerPorts()[slot];
            keys.forEach(k -> client.call(owner, c -> c.set(k, "v-" + k)));

            ClusterNode added = resharder.addMaster(RedisTools.onPath(), TIMEOUT);
            Resharder.MoveResult moved = resharder.move(List.of(slot), added.port());

            assertThat(moved.slots()).isEqualTo(1);
            assertThat(moved.keys()).isEqualTo(3);
            assertThat(added.port()).isNotIn(layout.ports());
            ClusterTopology after = small.topology(client);
            assertThat(after.slotOwnerPorts()[slot]).isEqualTo(added.port());
            assertThat(after.masters()).hasSize(4);
            assertThat(after.coveredSlots()).isEqualTo(RedisSlots.SLOT_COUNT);
            for (String key : keys) {
                String value = client.call(added.port(), c -> c.get(key));
                assertThat(value).isEqualTo("v-" + key);
            }
            long left = client.call(owner, c -> c.clusterCountKeysInSlot(slot));
            assertThat(left).isZero();
            assertThat(resharder.move(List.of(slot), added.port()).slots()).isZero();
            assertThat(small.processes()).hasSize(4).allMatch(RedisProcess::running);
        }
        List<RedisProcess> started = small.processes();

        List<RedisProcess> stopped = RedisCluster.attach(layout.dir()).down();

        assertThat(stopped).hasSize(4).containsExactlyInAnyOrderElementsOf(started);
        assertThat(started).noneMatch(RedisProcess::running).noneMatch(p -> LocalPorts.listening(p.port()));
        assertThat(layout.dir()).doesNotExist();
    }

    /** Keys in the shapes the generators and users write, hash tags and their edge cases included. */
    private static List<String> sampleKeys(int count) {
        SplittableRandom random = new SplittableRandom(22);
        String[] shapes = {"user:%d", "{user:%d}:feed", "key%d", "{}%d", "{%d", "a{%d}}b{c}", "}{%d}", "%d{}",
            "été:%d", "{tag}:%d", "x{y{%d}z}"};
        List<String> keys = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            keys.add(String.format(java.util.Locale.ROOT, shapes[i % shapes.length], random.nextInt(1_000_000)));
        }
        return keys;
    }
}
