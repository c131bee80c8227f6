package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.recording.StampedEvent;
import io.hotshard.runformat.EventKind;
import io.hotshard.storeload.StoreDashboard;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The live dashboard of a Cassandra run from fixed samples, without a cluster: started on port 0, its page and its
 * stream read over HTTP, and the stream's first snapshot holding each node's figures as the samples give them.
 */
final class CassandraDashboardTest {

    private static final long START = 1_764_000_000_000L;
    private static final String A = "127.0.0.1";
    private static final String B = "127.0.0.2";
    private static final String C = "127.0.0.3";
    private static final String ADDED = "127.0.0.4";

    @Test
    void stream_fixedSamples_servesEachNodesRatesSharesPoolsAndState() throws Exception {
        LiveNodes live = new LiveNodes();
        // Baselines at 1 s, then a second later: A coordinated 300 and read 600 locally, B 100 and 200, C 0 and 200.
        live.answered(sample(A, 1000, 0, 100, 0));
        live.answered(sample(B, 1000, 0, 50, 0));
        live.answered(sample(C, 1000, 0, 10, 0));
        live.answered(sample(A, 2000, 600, 400, 7));
        live.answered(sample(B, 2000, 200, 150, 0));
        live.answered(sample(C, 2000, 200, 10, 0));
        live.silent(C);
        LatencyRecorder latency = new LatencyRecorder();
        List<StampedEvent> events = List.of(
                new StampedEvent(START + 5_000, EventKind.NODE_KILLED, C, new JsonObject().put("signal", "SIGKILL")),
                new StampedEvent(START + 6_000, EventKind.NODE_ADDED, ADDED, new JsonObject().put("state", "joining")));
        CassandraSnapshot snapshot = new CassandraSnapshot(new DashboardInputs("CassandraDashboardTest", live,
                Map.of(A, 0.55, B, 0.25, C, 0.20), Map.of(A, 0.5, B, 0.3, C, 0.2), List.of(A),
                () -> new CassandraLoadCounts(90, 10, 98, 1, 1, 0, 90, 10, 0), latency, () -> events, START));
        for (int i = 0; i < 100; i++) {
            latency.recordMicros(2000);
        }

        try (StoreDashboard dashboard = StoreDashboard.start(CassandraSnapshot.LAYOUT, snapshot, 0)) {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(dashboard.url()))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.body()).contains("<title>hotshard Cassandra run</title>", "local reads/s",
                    "/dashboard/stream").doesNotContain("__LAYOUT__");

            JsonNode s = new ObjectMapper().readTree(firstSnapshot(http, dashboard.url() + "/stream"));
            assertThat(s.path("title").asText()).isEqualTo("CassandraDashboardTest");
            assertThat(s.path("nodes")).extracting(n -> n.path("node").asText() + " " + n.path("state").asText()
                    + " " + n.path("row").asText()).containsExactly(A + " (hot key) up hot", B + " up ", C + " killed down",
                    ADDED + " joining down");
            JsonNode a = s.path("nodes").get(0);
            assertThat(a.path("coordinatedPerSecond").asDouble()).isEqualTo(300.0);
            assertThat(a.path("localReadsPerSecond").asDouble()).isEqualTo(600.0);
            assertThat(a.path("readShare").asDouble()).isCloseTo(0.6, within(1e-9));
            assertThat(a.path("predictedReadShare").asDouble()).isEqualTo(0.55);
            assertThat(a.path("readPending").asLong()).isEqualTo(7);
            assertThat(s.path("nodes").get(1).path("readShare").asDouble()).isCloseTo(0.2, within(1e-9));
            assertThat(s.path("nodes").get(1).path("coordinatedPerSecond").asDouble()).isEqualTo(100.0);
            assertThat(s.path("nodes").get(2).path("coordinatedPerSecond").isNull()).isTrue();
            assertThat(s.path("nodes").get(2).path("readShare").asDouble()).isCloseTo(0.2, within(1e-9));
            assertThat(s.path("nodes").get(3).path("readShare").isMissingNode()).isTrue();
            assertThat(s.path("client").path("sent").asLong()).isEqualTo(100);
            assertThat(s.path("events")).extracting(JsonNode::asText).containsExactly(
                    "+5.0 s node-killed " + C + " {\"signal\":\"SIGKILL\"}",
                    "+6.0 s node-added " + ADDED + " {\"state\":\"joining\"}");
        }
    }

    @Test
    void get_latencyRecordedBetweenSnapshots_givesThatSecondsPercentilesOnce() {
        LatencyRecorder latency = new LatencyRecorder();
        latency.recordMicros(500);
        CassandraSnapshot snapshot = new CassandraSnapshot(new DashboardInputs("t", new LiveNodes(), Map.of(),
                Map.of(), List.of(A), () -> new CassandraLoadCounts(0, 0, 0, 0, 0, 0, 0, 0, 0), latency, List::of, START));
        for (int i = 0; i < 100; i++) {
            latency.recordMicros(i < 98 ? 1000 : 1500);
        }

        JsonObject first = snapshot.get().getJsonObject("client");
        JsonObject second = snapshot.get().getJsonObject("client");

        assertThat(first.getLong("p50Micros")).isEqualTo(1000);
        assertThat(first.getLong("p99Micros")).isEqualTo(1500);
        assertThat(second.getValue("p99Micros")).isNull();
    }

    private static CassandraNodeSample sample(String address, long millis, long localReads, long coordinated, long pending) {
        return new CassandraNodeSample(millis, address, localReads, 0, coordinated, 0, pending, 1, 0, 0, 0, 0, 0);
    }

    private static String firstSnapshot(HttpClient http, String url) throws Exception {
        HttpResponse<Stream<String>> stream = http.send(HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofLines());
        try (Stream<String> lines = stream.body()) {
            // The first snapshot comes within a second or two; the request's own deadline bounds the wait.
            return lines.filter(l -> l.startsWith("data: ")).findFirst().orElseThrow().substring(6);
        }
    }
}
