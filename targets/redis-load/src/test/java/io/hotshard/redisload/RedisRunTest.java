package io.hotshard.redisload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.RedisShard;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.SimProperties;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class RedisRunTest {

    @TempDir
    Path runs;

    @Test
    void finish_hashTaggedKeysOnOneSlot_predictsMeasuresAndReconcilesTheHotShard() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0",
                "hotshard.redis.maxInFlight", "5000")));
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            keys.add(i % 2 == 0 ? "{user:42}:feed" + i : "key" + i);
        }
        RedisRunPlan plan = new RedisRunPlan("RedisRunTest", 1, settings, Map.of(), runs, keys.subList(0, 100), keys);
        RedisRun run = RedisRun.start(plan);
        List<CompletableFuture<String>> replies = new ArrayList<>();
        for (String key : keys) {
            replies.add(run.load().send(key));
        }
        replies.forEach(CompletableFuture::join);

        RedisRunSummary summary = run.finish();

        assertThat(summary.counts().sent()).isEqualTo(2000);
        assertThat(summary.counts().succeeded()).isEqualTo(2000);
        assertThat(summary.reconciliation().exact()).isTrue();
        RedisShard hot = summary.hottest();
        assertThat(hot.predicted()).isEqualTo(hot.placed()).isGreaterThan(0.5);
        assertThat(hot.measured()).isEqualTo(hot.placed());
        assertThat(summary.shards()).allSatisfy(shard -> {
            assertThat(shard.clientP99Micros()).isPositive();
            assertThat(shard.clientFailed()).isZero();
        });
        assertThat(run.directory().resolve(RunFiles.REDIS_NODES)).content().startsWith("epoch_ms,port,role");
        assertThat(run.directory().resolve(RunFiles.REDIS_SHARES)).content()
                .startsWith(RunColumns.header(RunColumns.REDIS_SHARES));
        JsonNode manifest = new ObjectMapper().readTree(run.directory().resolve(RunFiles.MANIFEST).toFile());
        assertThat(manifest.path("status").asText()).isEqualTo("complete");
        assertThat(manifest.path("endedAt").asText()).isNotEmpty();
        assertThat(manifest.path("seed").asLong()).isEqualTo(1);
        assertThat(manifest.path("target").path("kind").asText()).isEqualTo(RunFiles.REDIS_TARGET_KIND);
        assertThat(manifest.path("target").path("url").asText()).startsWith("redis://127.0.0.1:");
        JsonNode redis = manifest.path(RunFiles.REDIS_SECTION);
        assertThat(redis.path("command").asText()).isEqualTo(settings.command().toString());
        assertThat(redis.path("hottestSlot").asInt()).isEqualTo(run.hottestSlot());
        assertThat(redis.path("reconciliation").path("sent").asLong()).isEqualTo(2000);
        assertThat(redis.path("reconciliation").path("served").asLong()).isEqualTo(2000);
        assertThat(redis.path("shards")).hasSize(summary.shards().size());
        assertThat(manifest.path("generator").path("requests").asLong()).isEqualTo(2000);
        ReportWriter.write(run.directory(), ReportOptions.defaults());
        JsonNode summaryJson = new ObjectMapper().readTree(run.directory().resolve(RunFiles.SUMMARY).toFile());
        assertThat(summaryJson.path("redis").path("hottestShard").asInt()).isEqualTo(hot.port());
        assertThat(run.directory().resolve(RunFiles.CLIENT_LOG)).exists();
        assertThat(summaryJson.path("client").path("latencyMicros").path("count").asLong()).isEqualTo(2000);
        assertThat(summaryJson.path("client").path("latencyMicros").path("p99").asDouble()).isPositive();
        assertThat(run.directory().resolve("redis-cluster")).doesNotExist();
    }

    @Test
    void start_failingAtItsLastStep_closesWhatItOpenedAndStopsTheCluster() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0",
                    "hotshard.redis.dashboardPort", Integer.toString(taken.getLocalPort()))));
            List<String> keys = List.of("{user:42}:a", "other");
            Path dir = runs.resolve("failed-start");

            assertThatThrownBy(() -> RedisRun.start(new RedisRunPlan("RedisRunTest", 10, settings, Map.of(), runs,
                    Optional.of(dir), keys, keys))).hasMessageContaining("start the dashboard on 127.0.0.1:"
                    + taken.getLocalPort());

            JsonNode manifest = new ObjectMapper().readTree(dir.resolve(RunFiles.MANIFEST).toFile());
            assertThat(manifest.path("status").asText()).as("the recorder, opened before the dashboard")
                    .isEqualTo("incomplete");
            assertThat(dir.resolve(RunFiles.CLIENT_LOG)).as("the client's latency log, finished").exists();
            assertThat(dir.resolve(RunFiles.CLIENT_LOG + ".part")).doesNotExist();
            assertThat(dir.resolve("redis-cluster")).as("the cluster, stopped and removed").doesNotExist();
        }
    }

    @Test
    void finish_withReplicaReads_servesTheHotSlotFromTheHotMastersReplica() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "1",
                "hotshard.redis.replicaReads", "true")));
        List<String> keys = RedisRunTraffic.halfOnTheCelebritysSlot(1000);
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 5, settings, Map.of(), runs, keys, keys));
        int hot = run.hotMasterPort();
        RedisRunTraffic.sendAll(run, keys);

        RedisRunSummary summary = run.finish();

        RedisShard hotShard = summary.shards().stream().filter(s -> s.port() == hot).findFirst().orElseThrow();
        long hotSlotRequests = summary.counts().perSlot()[run.hottestSlot()];
        assertThat(hotSlotRequests).isEqualTo(500);
        assertThat(hotShard.replicaCalls()).isEqualTo(500);
        assertThat(summary.counts().replicaReads()).isEqualTo(500);
        assertThat(summary.shards()).filteredOn(s -> s.port() != hot).allSatisfy(s ->
                assertThat(s.replicaCalls()).isZero());
        assertThat(summary.reconciliation().exact()).isTrue();
        assertThat(run.directory().resolve(RunFiles.REDIS_SHARES)).content().contains("replica_calls");
    }

    @Test
    void dashboard_duringARun_servesThePageAndASnapshotOfEveryNodeEachSecond() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "1")));
        List<String> keys = List.of("{user:42}:a", "other");
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 8, settings, Map.of(), runs, keys, keys));
        RedisRunTraffic.sendAll(run, keys);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        try {
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(run.dashboardUrl()))
                    .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("<title>hotshard Redis run</title>", "/dashboard/stream");

            HttpResponse<java.util.stream.Stream<String>> stream = http.send(HttpRequest.newBuilder(
                    URI.create(run.dashboardUrl() + "/stream")).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofLines());
            String data;
            try (var lines = stream.body()) {
                // The first snapshot comes within a second or two; the stream's own deadline bounds the wait.
                data = lines.filter(l -> l.startsWith("data: ")).findFirst().orElseThrow().substring(6);
            }
            JsonNode snapshot = new ObjectMapper().readTree(data);
            assertThat(snapshot.path("nodes")).hasSize(6);
            assertThat(snapshot.path("nodes")).extracting(n -> n.path("role").asText())
                    .containsOnly("master", "replica");
            assertThat(snapshot.path("hotMaster").asInt()).isEqualTo(run.hotMasterPort());
            assertThat(snapshot.path("client").path("sent").asLong()).isEqualTo(2);
        } finally {
            run.finish();
        }
        assertThatThrownBy(() -> http.send(HttpRequest.newBuilder(URI.create(run.dashboardUrl())).build(),
                HttpResponse.BodyHandlers.ofString())).isInstanceOf(java.io.IOException.class);
    }

    @Test
    void finish_saltedWritesOnAClusterWithReplicas_countsEachSetOnceAndReconciles() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "1",
                "hotshard.redis.writeShare", "0.5")));
        List<String> copies = List.of("celebrity#0", "celebrity#1", "celebrity#2");
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 6, settings, Map.of(), runs, copies, copies));
        List<CompletableFuture<String>> replies = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            replies.add(run.load().write(copies, System.nanoTime()));
            replies.add(run.load().send(copies.get(i % 3)));
        }
        replies.forEach(reply -> assertThat(reply.join()).isNull());

        RedisRunSummary summary = run.finish();

        assertThat(summary.counts().writes()).isEqualTo(100);
        assertThat(summary.counts().writeCommands()).isEqualTo(300);
        assertThat(summary.counts().sent()).isEqualTo(400);
        assertThat(summary.reconciliation().served()).isEqualTo(400);
        assertThat(summary.reconciliation().exact()).isTrue();
        JsonNode client = new ObjectMapper().readTree(run.directory().resolve(RunFiles.MANIFEST).toFile())
                .path(RunFiles.REDIS_SECTION).path("client");
        assertThat(client.path("writes").asLong()).isEqualTo(100);
        assertThat(client.path("writeCommands").asLong()).isEqualTo(300);
        ReportWriter.write(run.directory(), ReportOptions.defaults());
        assertThat(run.directory().resolve("report.md")).content()
                .contains("100 requests as 300 SET commands (3.00 per write)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"get", "eval:busyMicros=10"})
    void finish_withAClientCache_answersRepeatedReadsAndReadsAgainAfterAWrite(String command) throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0",
                "hotshard.redis.clientCache", "true", "hotshard.redis.writeShare", "0.1",
                "hotshard.redis.command", command)));
        List<String> keys = List.of("{celebrity}:a", "{celebrity}:b", "other");
        RedisRun run = RedisRun.start(new RedisRunPlan("RedisRunTest", 7, settings, Map.of(), runs, keys, keys));
        for (int i = 0; i < 100; i++) {
            assertThat(run.load().send(keys.get(i % 3)).join()).isNull();
        }
        assertThat(run.load().write(List.of("{celebrity}:a"), System.nanoTime()).join()).isNull();
        // The master's invalidation reaches the cache's connection shortly after the write (bounded: 2 s).
        long deadline = System.nanoTime() + Duration.ofSeconds(2).toNanos();
        long missesBefore = run.load().counts().cacheMisses();
        while (run.load().counts().cacheMisses() == missesBefore && System.nanoTime() < deadline) {
            assertThat(run.load().send("{celebrity}:a").join()).isNull();
            Thread.sleep(10);
        }

        RedisRunSummary summary = run.finish();

        RedisLoadCounts counts = summary.counts();
        assertThat(counts.cacheMisses()).isEqualTo(3);
        assertThat(counts.cacheHits()).isGreaterThanOrEqualTo(65);
        assertThat(counts.sent()).isEqualTo(33 + 1 + 3);
        assertThat(summary.reconciliation().exact()).isTrue();
        ReportWriter.write(run.directory(), ReportOptions.defaults());
        assertThat(run.directory().resolve("report.md")).content().contains("client-side cache of the hot slot",
                counts.cacheHits() + " hits, 3 misses");
    }
}
