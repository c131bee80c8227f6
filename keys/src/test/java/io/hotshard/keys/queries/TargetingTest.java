package io.hotshard.keys.queries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Targeting checked by hand: twenty queries on {@code customer_id} against four shards where key k lives on shard
 * k mod 4. Each line's comment gives the shards it touches.
 */
final class TargetingTest {

    private static final String LOG = String.join("\n",
            "{\"where\":{\"customer_id\":\"1\"}}",                                        // 1: shard 1
            "{\"where\":{\"customer_id\":\"5\"}}",                                        // 2: shard 1
            "{\"where\":{\"customer_id\":2}}",                                            // 3: shard 2
            "{\"where\":{\"customer_id\":{\"in\":[\"1\",\"2\"]}}}",                       // 4: shards 1, 2
            "{\"where\":{\"customer_id\":{\"in\":[\"1\",\"5\"]}}}",                       // 5: shard 1
            "{\"where\":{\"order_id\":\"7\"}}",                                           // 6: all
            "{}",                                                                         // 7: all
            "{\"where\":{\"or\":[{\"customer_id\":\"3\"},{\"customer_id\":\"4\"}]}}",     // 8: shards 3, 0
            "{\"where\":{\"or\":[{\"customer_id\":\"3\"},{\"order_id\":\"9\"}]}}",       // 9: all
            "{\"where\":{\"customer_id\":\"3\",\"status\":\"open\"}}",                    // 10: shard 3
            "{\"where\":{\"customer_id\":{\"gte\":\"1\",\"lt\":\"3\"}}}",                 // 11: all (hashed)
            "{\"op\":\"update\",\"where\":{\"customer_id\":\"2\"},\"set\":{\"status\":\"x\"}}",   // 12: shard 2
            "{\"op\":\"update\",\"where\":{\"order_id\":\"8\"},\"set\":{\"customer_id\":\"6\"}}", // 13: all, moves
            "{\"op\":\"write\",\"where\":{\"customer_id\":\"4\",\"order_id\":\"10\"}}",   // 14: shard 0
            "{\"where\":{\"customer_id\":{\"in\":[\"0\",\"1\",\"2\",\"3\"]}}}",           // 15: all four
            "{\"where\":{\"customer_id\":\"1\"},\"count\":5}",                            // 16: shard 1, five times
            "{\"where\":{\"customer_id\":{\"eq\":\"2\"}}}",                               // 17: shard 2
            "{\"where\":{\"customer_id\":\"2\",\"order_id\":{\"in\":[\"1\",\"2\"]}}}",    // 18: shard 2
            "{\"where\":{\"customer_id\":{\"in\":[\"6\",\"7\"]}}}",                       // 19: shards 2, 3
            "{\"op\":\"read\",\"where\":{\"customer_id\":\"0\"}}");                       // 20: shard 0

    @Test
    void figures_handCheckedLog_matchTheShardsEachQueryTouches() throws IOException {
        QueryFigures q = analyze(LOG, ModuloLayout.hashed(4), new double[] {0.25, 0.25, 0.25, 0.25});

        // 24 queries by weight: 15 on one shard, 3 on two, 6 on all four: 15 + 6 + 24 = 45 shard requests.
        assertThat(q.all().queries()).isEqualTo(24);
        assertThat(q.all().singleShard()).isCloseTo(15 / 24.0, within(1e-12));
        assertThat(q.all().multiShard()).isCloseTo(3 / 24.0, within(1e-12));
        assertThat(q.all().scatter()).isCloseTo(6 / 24.0, within(1e-12));
        assertThat(q.shardRequestsPerQuery()).isCloseTo(45 / 24.0, within(1e-12));
        assertThat(q.meanShards()).isCloseTo(45 / 24.0, within(1e-12));
        assertThat(q.p99Shards()).isEqualTo(4);
        // Shard 1: queries 1, 2, 5, 16 (x5), 4 and the six scatters: 15 of 45.
        assertThat(q.hottestShareOfWork()).isCloseTo(15 / 45.0, within(1e-12));
        assertThat(q.writes().queries()).isEqualTo(3);
        assertThat(q.writes().singleShard()).isCloseTo(2 / 3.0, within(1e-12));
        assertThat(q.reads().queries()).isEqualTo(21);
        assertThat(q.reads().scatter()).isCloseTo(5 / 21.0, within(1e-12));
        assertThat(q.writesMovingKey()).isCloseTo(1 / 3.0, within(1e-12));
    }

    @Test
    void figures_rangeUnderAnOrderedLayout_touchOnlyTheShardsItSpans() throws IOException {
        String log = "{\"where\":{\"customer_id\":{\"gte\":\"100\",\"lt\":\"250\"}}}\n"
                + "{\"where\":{\"customer_id\":{\"gte\":\"10\",\"lt\":\"20\"}}}\n";

        QueryFigures q = analyze(log, ModuloLayout.ranged(4, 100), new double[] {0.25, 0.25, 0.25, 0.25});

        // [100, 250) meets shards 1 and 2; [10, 20) only shard 0.
        assertThat(q.shardRequestsPerQuery()).isCloseTo(1.5, within(1e-12));
        assertThat(q.all().singleShard()).isCloseTo(0.5, within(1e-12));
        assertThat(q.all().multiShard()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void figures_placeholdersByShape_spreadAsTheRowsAre() {
        double[] rows = {0.7, 0.1, 0.1, 0.1};
        QueryAnalysis analysis = new QueryAnalysis(List.of(List.of("customer_id")),
                List.of(ModuloLayout.hashed(4)), List.<double[][]>of(new double[][] {rows}));
        analysis.accept(new Query(QueryOp.READ, new Condition.Eq("customer_id", null), Set.of(), 100));
        analysis.accept(new Query(QueryOp.READ, Condition.In.ofPlaceholders("customer_id", 2), Set.of(), 100));

        QueryFigures q = analysis.result(0, null, null).figures().get(0);

        // Equality: one shard, the first with probability 0.7. IN of two: shard s with 1 - (1 - p_s)^2.
        double inShards = (1 - 0.3 * 0.3) + 3 * (1 - 0.9 * 0.9);
        assertThat(q.shardRequestsPerQuery()).isCloseTo((100 + 100 * inShards) / 200, within(1e-9));
        assertThat(q.hottestShareOfWork()).isCloseTo((70 + 100 * 0.91) / (100 + 100 * inShards), within(1e-9));
        assertThat(q.all().singleShard()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void figures_withShardCapacity_sustainedRateIsWhereTheHottestShardReachesSevenTenths() throws IOException {
        QueryAnalysis analysis = analysis(LOG, ModuloLayout.hashed(4), new double[] {0.25, 0.25, 0.25, 0.25});

        QueryFigures q = analysis.result(0, 1000.0, null).figures().get(0);

        // The hottest shard takes 15 of 45 shard requests, 45 per 24 queries: 15/24 requests per query.
        assertThat(q.sustainedRate()).isCloseTo(0.7 * 1000 * 24 / 15.0, within(1e-9));
        assertThat(q.p99Micros()).isCloseTo(q.p99OverOneShard() * Math.log(100) / 300 * 1e6, within(1e-6));
    }

    private static QueryFigures analyze(String log, ShardLayout layout, double[] rows) throws IOException {
        return analysis(log, layout, rows).result(0, null, null).figures().get(0);
    }

    private static QueryAnalysis analysis(String log, ShardLayout layout, double[] rows) throws IOException {
        QueryAnalysis analysis = new QueryAnalysis(List.of(List.of("customer_id")), List.of(layout),
                List.<double[][]>of(new double[][] {rows}));
        analysis.read(QueryFormat.JSON, "log.jsonl", new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)));
        return analysis;
    }
}
