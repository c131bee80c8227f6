package io.hotshard.redisload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.redis.LocalPorts;
import io.hotshard.redis.NodeClient;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisReshard.RedisReshardShare;
import io.hotshard.runformat.RedisShard;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.SimProperties;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RedisRunChangesTest {

    @TempDir
    Path runs;

    @Test
    void finish_afterAddingAMasterForTheHotSlot_movesTheHeatToItAndRecordsTheReshard() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0")));
        List<String> keys = RedisRunTraffic.halfOnTheCelebritysSlot(1000);
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 4, settings, Map.of(), runs, keys, keys));
        int hot = run.hotMasterPort();
        RedisRunTraffic.sendAll(run, keys);

        run.addMasterAndMove(RedisReshard.HOT);
        RedisRunTraffic.sendAll(run, keys);
        RedisRunSummary summary = run.finish();

        RedisReshard reshard = summary.reshard().orElseThrow();
        assertThat(reshard.slotsMoved()).isEqualTo(1);
        assertThat(reshard.keysMoved()).isEqualTo(500);
        assertThat(reshard.hotSlotFrom()).isEqualTo(hot);
        assertThat(reshard.hotSlotTo()).isEqualTo(reshard.addedPort());
        assertThat(reshard.failedDuringMove()).isZero();
        assertThat(reshard.shares()).hasSize(4).allSatisfy(s -> {
            assertThat(s.measuredBefore()).isEqualTo(s.predictedBefore());
            assertThat(s.measuredAfter()).isEqualTo(s.predictedAfter());
        });
        RedisReshardShare added = reshard.shares().stream().filter(s -> s.port() == reshard.addedPort()).findFirst()
                .orElseThrow();
        RedisReshardShare old = reshard.shares().stream().filter(s -> s.port() == hot).findFirst().orElseThrow();
        assertThat(added.predictedBefore()).isZero();
        assertThat(added.measuredAfter()).isEqualTo(0.5);
        assertThat(old.measuredAfter()).isEqualTo(old.measuredBefore() - 0.5, within(1e-9));
        assertThat(summary.reconciliation().exact()).isTrue();
        assertThat(summary.counts().failed() + summary.counts().timedOut()).isZero();
        assertThat(summary.shards()).extracting(RedisShard::port).contains(reshard.addedPort());
        assertThat(summary.shards()).filteredOn(s -> s.port() == reshard.addedPort()).singleElement()
                .satisfies(s -> assertThat(s.placed()).isEqualTo(0.25).isEqualTo(s.measured()));
        JsonNode manifest = new ObjectMapper().readTree(run.directory().resolve(RunFiles.MANIFEST).toFile());
        assertThat(manifest.path("events")).extracting(e -> e.path("kind").asText())
                .containsExactly(EventKind.NODE_ADDED.label(), EventKind.NOTE.label());
        assertThat(manifest.path(RunFiles.REDIS_SECTION).path("reshard").path("addedPort").asInt())
                .isEqualTo(reshard.addedPort());
        ReportWriter.write(run.directory(), ReportOptions.defaults());
        assertThat(run.directory().resolve("report.md")).content().contains("reshard")
                .contains(reshard.addedPort() + " (added)");
        assertThat(new ObjectMapper().readTree(run.directory().resolve(RunFiles.SUMMARY).toFile()).path("redis")
                .path("reshard").path("hotSlotTo").asInt()).isEqualTo(reshard.addedPort());
        assertThat(LocalPorts.listening(reshard.addedPort())).isFalse();
    }

    @Test
    void finish_afterPausingTheHotMaster_recordsThePauseAndResumeAsRunEvents() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0")));
        List<String> keys = List.of("{user:42}:a", "{user:42}:b", "other");
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 2, settings, Map.of(), runs, keys, keys));
        int hot = run.hotMasterPort();

        run.pauseHotMaster(Duration.ofMillis(200));
        run.finish();

        JsonNode events = new ObjectMapper().readTree(run.directory().resolve(RunFiles.MANIFEST).toFile())
                .path("events");
        assertThat(events).extracting(e -> e.path("kind").asText()).containsExactly(EventKind.NODE_PAUSED.label(),
                EventKind.NODE_RESUMED.label());
        assertThat(events).extracting(e -> e.path("target").asText()).containsOnly("127.0.0.1:" + hot);
        assertThat(events.get(0).path("detail").path("pauseMillis").asLong()).isEqualTo(200);
    }

    @Test
    void finish_afterKillingTheHotMaster_recordsTheKillAndTheFailoverAsRunEvents() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "1")));
        List<String> keys = List.of("{user:42}:a", "{user:42}:b", "other");
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 3, settings, Map.of(), runs, keys, keys));
        int hot = run.hotMasterPort();
        // A replica that has not finished its first sync is never promoted: wait (up to 20 s) until it has.
        try (NodeClient admin = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            long synced = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (!admin.info(hot, "replication").text("slave0").contains("state=online")
                    && System.nanoTime() < synced) {
                Thread.sleep(100);
            }
        }

        run.killHotMaster();
        // Bounded: at most 60 s and 12,000 requests, until the client sees the killed master's slots served again.
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        for (int round = 0; round < 600 && System.nanoTime() < deadline
                && !run.load().failover().result().recovered(); round++) {
            for (int i = 0; i < 20; i++) {
                run.load().send(keys.get(i % 2));
            }
            Thread.sleep(100);
        }
        RedisRunSummary summary = run.finish();

        assertThat(summary.shards()).filteredOn(shard -> shard.port() == hot).singleElement()
                .satisfies(shard -> assertThat(shard.clientFailed()).isPositive());
        JsonNode events = new ObjectMapper().readTree(run.directory().resolve(RunFiles.MANIFEST).toFile())
                .path("events");
        assertThat(events.get(0).path("kind").asText()).isEqualTo(EventKind.NODE_KILLED.label());
        assertThat(events.get(0).path("target").asText()).isEqualTo("127.0.0.1:" + hot);
        assertThat(events).extracting(e -> e.path("detail").path("name").asText())
                .containsSubsequence("failover: slots failing", "failover: slots served again");
        assertThat(run.directory().resolve("redis-cluster")).doesNotExist();
    }
}
