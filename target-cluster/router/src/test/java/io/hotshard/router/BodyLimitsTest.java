package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.http.AdminToken;
import io.hotshard.http.HttpSecurity;
import io.hotshard.http.RequestLimits;
import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.testkit.TestHttp;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bodies over the limits, both ways: a shard's answer over the answer limit fails its request with 502 (declared or
 * chunked, never buffered past the limit), a client's value over the value limit is refused with 413 before any shard
 * sees it (declared, or chunked under the aggregator's larger bound, or over it).
 */
final class BodyLimitsTest {

    private static final int VALUE_BYTES = 16 << 10;
    private static final int ANSWER_BYTES = 64 << 10;
    private static final int OVERSIZED = 100 << 10;

    private RawShard shard;
    private TestCluster cluster;

    @BeforeEach
    void start() throws Exception {
        shard = RawShard.start(request -> {
            if (request.line().startsWith("GET /kv/declared ")) {
                request.answer("HTTP/1.1 200 OK\r\nContent-Length: " + OVERSIZED + "\r\n\r\n" + "d".repeat(OVERSIZED));
            } else if (request.line().startsWith("GET /kv/chunked ")) {
                StringBuilder chunks = new StringBuilder("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
                for (int sent = 0; sent < OVERSIZED; sent += 8_192) {
                    chunks.append("2000\r\n").append("c".repeat(8_192)).append("\r\n");
                }
                request.answer(chunks.append("0\r\n\r\n").toString());
            } else {
                request.answer(RawShard.OK);
            }
        });
        RequestLimits limits = new RequestLimits(4_096, 8_192, 1_024, 32, VALUE_BYTES, 64L << 10);
        cluster = TestCluster.start(List.of(), (started, config) -> config.toBuilder()
                .shards(List.of(ShardSpec.of("raw", shard.url()))).client(3_000, 1).preconnect(false).eventLoops(1)
                .security(new HttpSecurity(AdminToken.none(), limits))
                .edges(EdgeLimits.defaults().withMaxShardAnswerBytes(ANSWER_BYTES)).build());
    }

    @AfterEach
    void stop() throws Exception {
        try {
            cluster.close();
        } finally {
            shard.close();
        }
    }

    @Test
    void get_shardAnswerOverTheLimit_502DeclaredOrChunkedAndTheNextRequestServed() {
        TestHttp.Answer declared = cluster.get("/kv/declared");
        TestHttp.Answer chunked = cluster.get("/kv/chunked");
        TestHttp.Answer small = cluster.get("/kv/small");

        String refusal = "shard raw sent an answer over the limit of " + ANSWER_BYTES + " bytes\n";
        assertThat(declared.status()).isEqualTo(502);
        assertThat(declared.body()).isEqualTo(refusal);
        assertThat(chunked.status()).isEqualTo(502);
        assertThat(chunked.body()).isEqualTo(refusal);
        assertThat(small.status()).isEqualTo(200);
        assertThat(shard.lines()).as("an oversized answer is not asked for again").containsExactly(
                "GET /kv/declared HTTP/1.1", "GET /kv/chunked HTTP/1.1", "GET /kv/small HTTP/1.1");
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.responses()).isEqualTo(Map.of(200, 1L, 502, 2L));
        assertThat(metrics.brokenConnections()).isEqualTo(2);
        assertThat(metrics.edges().oversizedAnswers()).isEqualTo(2);
    }

    @Test
    void put_bodyOverTheValueLimit_413AndNoShardAsked() throws Exception {
        RawClient.Answer declared;
        try (RawClient client = new RawClient(cluster.router().port())) {
            client.send("PUT /kv/a HTTP/1.1\r\nHost: x\r\nContent-Length: " + (VALUE_BYTES + 1) + "\r\n\r\n");
            declared = client.answer();
        }
        RawClient.Answer chunked;
        RawClient.Answer overAggregator;
        try (RawClient client = new RawClient(cluster.router().port())) {
            // Under the aggregator's bound (the larger admin-body limit), over the value limit.
            client.send(chunked(20 << 10));
            chunked = client.answer();
            client.send(chunked(70 << 10));
            overAggregator = client.answer();
        }

        assertThat(declared.status()).isEqualTo(413);
        assertThat(declared.body()).isEqualTo("body must be at most " + VALUE_BYTES + " bytes but content-length was "
                + (VALUE_BYTES + 1));
        assertThat(chunked.status()).isEqualTo(413);
        assertThat(chunked.body()).isEqualTo("body must be at most " + VALUE_BYTES + " bytes but was " + (20 << 10));
        assertThat(overAggregator.status()).isEqualTo(413);
        assertThat(shard.lines()).isEmpty();
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.edges().refusedAtFront()).isEqualTo(3);
        assertThat(metrics.kvReceived()).isZero();
        assertThat(metrics.responses()).isEmpty();
    }

    /** A chunked {@code PUT /kv/b} of {@code bytes} in chunks of 10 KiB. */
    private static String chunked(int bytes) {
        StringBuilder request = new StringBuilder(
                "PUT /kv/b HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
        for (int sent = 0; sent < bytes; sent += 10 << 10) {
            request.append(Integer.toHexString(10 << 10)).append("\r\n").append("v".repeat(10 << 10)).append("\r\n");
        }
        return request.append("0\r\n\r\n").toString();
    }
}
