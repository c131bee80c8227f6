package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.keys.queries.PartitionerLayout;
import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.keys.queries.QueryOp;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class QueryReplayTest {

    private static final Partitioner RING = PartitionerConfig.defaults(Node.numbered("shard-", 4)).create();

    @TempDir
    Path dir;

    @Test
    void next_logWithWeightsInsAndRanges_requestsInFileOrder() throws IOException {
        QueryReplay replay = replay(false, "{\"where\":{\"customer_id\":\"acme\"},\"count\":2}",
                "{\"where\":{\"customer_id\":{\"in\":[\"c 1\",\"c2\",\"c 1\"]}}}",
                "{\"op\":\"merge\",\"where\":{\"customer_id\":\"x\"}}",
                "{\"where\":{\"created_at\":{\"gte\":\"2026-11-27\",\"lt\":\"2026-11-28\"}}}",
                "{\"op\":\"write\",\"where\":{\"customer_id\":\"c/1\"}}");

        List<QueryRequest> requests = new ArrayList<>();
        while (replay.hasNext()) {
            requests.add(replay.next());
        }

        assertThat(requests).containsExactly(new QueryRequest(QueryRequest.Kind.GET, "/kv/acme"),
                new QueryRequest(QueryRequest.Kind.GET, "/kv/acme"),
                new QueryRequest(QueryRequest.Kind.KEYS, "/fanout?q=c%201&q=c2&route=keys"),
                new QueryRequest(QueryRequest.Kind.SCATTER, "/fanout?q=scatter"),
                new QueryRequest(QueryRequest.Kind.PUT, "/kv/c%2F1"));
        assertThat(replay.sent()).isEqualTo(5);
        assertThat(replay.sent(QueryRequest.Kind.GET)).isEqualTo(2);
        assertThat(replay.notUnderstood()).isEqualTo(1);
        assertThat(replay.passes()).isEqualTo(1);
    }

    @Test
    void predicted_runStoppedInsideTheLog_predictsTheQueriesSentOnly() throws IOException {
        QueryReplay replay = replay(true, "{\"where\":{\"customer_id\":\"acme\"}}",
                "{\"where\":{\"order_id\":42}}", "{\"where\":{\"customer_id\":\"acme\"}}");

        for (int i = 0; i < 5; i++) {
            replay.next();
        }
        QueryFigures predicted = replay.predicted();

        // Sent: acme, scatter, acme, acme, scatter: 3 single-shard queries and 2 over the 4 shards.
        assertThat(replay.passes()).isEqualTo(1);
        assertThat(predicted.shardRequestsPerQuery()).isCloseTo((3 + 2 * 4) / 5.0, within(1e-12));
        assertThat(predicted.hottestShareOfWork()).as("acme's shard").isCloseTo((3 + 2) / 11.0, within(1e-12));
        assertThat(predicted.all().queries()).isEqualTo(5);
    }

    @Test
    void next_notLooping_endsWithTheLog() throws IOException {
        QueryReplay replay = replay(false, "{\"where\":{\"customer_id\":\"a\"}}");

        assertThat(replay.next().path()).isEqualTo("/kv/a");
        assertThat(replay.hasNext()).isFalse();
        assertThat(replay.hasNext()).isFalse();
        assertThat(replay.passes()).isEqualTo(1);
    }

    @Test
    void of_moreKeysThanOneFanOutTakes_splitWithinTheRouterLimits() {
        List<String> keys = IntStream.range(0, 40).mapToObj(i -> "k" + i).toList();

        List<QueryRequest> requests = QueryRequest.of(QueryOp.READ, keys);

        assertThat(requests).hasSize(2).allSatisfy(r -> assertThat(r.path()).endsWith("&route=keys"));
        assertThat(requests.get(0).path().split("q=", -1)).hasSize(32);
        assertThat(requests.get(1).path()).startsWith("/fanout?q=k31&q=k32&");
    }

    private QueryReplay replay(boolean loop, String... lines) throws IOException {
        Path log = Files.write(dir.resolve("queries.jsonl"), List.of(lines));
        QueryTraceSettings settings = QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.queries",
                log.toString(), "hotshard.trace.field", "customer_id", "hotshard.trace.loop", String.valueOf(loop))));
        return new QueryReplay(settings, new PartitionerLayout(RING));
    }
}
