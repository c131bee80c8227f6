package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The orders example of docs/shard-key.md: by its rows alone the composite customer_id+order_id ranks first; by its
 * queries (70% "orders of a customer", 25% "an order by id", 5% "orders above 500 this week") customer_id does, and
 * the composite sends every query to every shard.
 */
final class QueriesDecideTest {

    private static final int ROWS = 50_000;
    private static final int QUERIES = 10_000;
    private static final String CANDIDATES = "customer_id,country,created_at,order_id,customer_id+order_id";

    @TempDir
    static Path dir;
    private static Path orders;
    private static Path log;

    @BeforeAll
    static void writeOrdersAndQueries() throws IOException {
        orders = dir.resolve("orders.csv");
        log = dir.resolve("queries.jsonl");
        Random random = new Random(1);
        String[] customers = new String[ROWS];
        try (Writer w = Files.newBufferedWriter(orders, StandardCharsets.UTF_8)) {
            w.write("order_id,customer_id,country,created_at\n");
            for (int i = 0; i < ROWS; i++) {
                customers[i] = random.nextDouble() < 0.2 ? "acme" : "c" + (1 + random.nextInt(12_500));
                String country = random.nextDouble() < 0.6 ? "BR" : random.nextBoolean() ? "US" : "DE";
                w.write(String.format("%d,%s,%s,2026-11-27T%02d:%02d:%02d%n", 100_000 + i, customers[i], country,
                        i / 2084, i / 35 % 60, i % 60));
            }
        }
        try (Writer w = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            for (int q = 0; q < QUERIES; q++) {
                double kind = random.nextDouble();
                int row = random.nextInt(ROWS);
                if (kind < 0.70) {
                    w.write("{\"op\":\"read\",\"where\":{\"customer_id\":\"" + customers[row] + "\"}}\n");
                } else if (kind < 0.95) {
                    w.write("{\"op\":\"read\",\"where\":{\"order_id\":" + (100_000 + row) + "}}\n");
                } else {
                    w.write("{\"op\":\"read\",\"where\":{\"total\":{\"gt\":500},\"created_at\":"
                            + "{\"gte\":\"2026-11-27T18:00:00\",\"lt\":\"2026-11-28T00:00:00\"}}}\n");
                }
            }
        }
    }

    @Test
    void analyze_rowsAlone_ranksTheCompositeFirst() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", CANDIDATES, "--partitioner", "ring,range",
                "--shards", "4,16", "--format", "json");

        assertThat(run.json().get("ranking").get(0).get("field").asText()).isEqualTo("customer_id+order_id");
        assertThat(run.candidate("customer_id+order_id").has("queries")).isFalse();
    }

    @Test
    void analyze_withTheQueryLog_ranksCustomerIdFirstAndTheCompositeScatters() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", CANDIDATES, "--partitioner", "ring,range",
                "--shards", "4,16", "--queries", log.toString(), "--shard-capacity", "1000", "--format", "json");

        JsonNode ranking = run.json().get("ranking");
        assertThat(ranking.get(0).get("field").asText()).isEqualTo("customer_id");
        assertThat(ranking.get(0).get("sustainedRate").asDouble())
                .isGreaterThan(ranking.get(1).get("sustainedRate").asDouble());
        JsonNode customer = run.candidate("customer_id").get("queries").get(1);
        assertThat(customer.get("shards").asInt()).isEqualTo(16);
        assertThat(customer.get("logQueries").asLong()).isEqualTo(QUERIES);
        assertThat(customer.get("singleShard").asDouble()).isCloseTo(0.70, within(0.015));
        // 70% on one shard, 30% on all 16: 0.7 + 0.3 * 16 = 5.5 shard requests per query.
        assertThat(customer.get("shardRequestsPerQuery").asDouble()).isCloseTo(5.5, within(0.25));
        JsonNode composite = run.candidate("customer_id+order_id");
        assertThat(composite.get("verdict").asText()).isEqualTo("scatter");
        assertThat(composite.get("queries").get(1).get("scatter").asDouble()).isEqualTo(1.0);
        assertThat(composite.get("queries").get(1).get("shardRequestsPerQuery").asDouble()).isEqualTo(16.0);
        assertThat(composite.get("queries").get(1).get("sustainedRate").asDouble()).isCloseTo(700, within(1e-6));
        assertThat(run.json().get("recommendation").asText()).startsWith("Shard by customer_id: it sustains the most "
                + "queries").contains("celebrity");
    }

    @ParameterizedTest
    @ValueSource(strings = {"orders-queries.jsonl", "orders-pg_stat_statements.csv", "orders-system.profile.jsonl"})
    void analyze_eachFormatsSample_ranksCustomerIdFirstAndTheCompositeLast(String sample) {
        Path file = Path.of("src/test/resources/queries", sample);

        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id,order_id,customer_id+order_id",
                "--shards", "4,16", "--queries", file.toString(), "--format", "json");

        JsonNode ranking = run.json().get("ranking");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(ranking.get(0).get("field").asText()).isEqualTo("customer_id");
        assertThat(ranking.get(2).get("field").asText()).isEqualTo("customer_id+order_id");
        assertThat(run.candidate("customer_id+order_id").get("verdict").asText()).isEqualTo("scatter");
    }

    @Test
    void analyze_withTheQueryLogAsTable_saysMoreShardsDoNotRaiseTheCeiling() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id+order_id", "--shards", "4,16",
                "--queries", log.toString(), "--shard-capacity", "1000", "--rate", "2000");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Ranking by the rate each sustains (best first)")
                .contains("from N=4 to N=16 the rate it sustains grows 1.00x: adding shards does not raise its ceiling")
                .contains("no N analyzed (4, 16) sustains 2,000 queries/s");
    }

    @Test
    void analyze_withQueriesAndHtml_addsTheShardsTouchedAndRateCharts() throws IOException {
        Path page = dir.resolve("keys.html");

        AnalyzeRun.of(orders.toString(), "--field", "customer_id,order_id", "--shards", "4,16", "--queries",
                log.toString(), "--html", page.toString());

        String html = Files.readString(page);
        assertThat(html.split("<svg xmlns", -1)).hasSize(1 + 2 + 3 * 2);
        assertThat(html).contains("Shards touched per query at N=16").contains("queries (%)")
                .contains("queries per hottest-shard request (q/req)");
    }

    @Test
    void analyze_shardCapacityWithoutRateOrQueries_exits2() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id", "--shard-capacity", "1000");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: --shard-capacity needs --rate, or --queries for the "
                + "rate each key sustains\n");
    }

    @Test
    void analyze_badQueryLine_exits2NamingFileAndLine() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.jsonl"), "{}\n{\"where\":{\"customer_id\":\n");

        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id", "--queries", bad.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("hotshard keys analyze: " + bad + ":2: expected a JSON object");
    }

    @Test
    void analyze_noQueryUnderstood_exits2ListingTheFirst() throws IOException {
        Path unknown = Files.writeString(dir.resolve("unknown.jsonl"), "{\"op\":\"merge\"}\n");

        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id", "--queries", unknown.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: no query understood in " + unknown + " (first: "
                + unknown + ":1: unknown op 'merge')\n");
    }
}
