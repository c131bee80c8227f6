package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seeds' shard-key mistakes, as small generated orders tables, and the verdicts they must get. */
final class SeedCasesTest {

    private static final int ROWS = 40_000;

    @TempDir
    static Path dir;
    private static Path orders;

    @BeforeAll
    static void writeOrders() throws IOException {
        orders = dir.resolve("orders.csv");
        SplittableRandom random = new SplittableRandom(21);
        try (Writer w = Files.newBufferedWriter(orders, StandardCharsets.UTF_8)) {
            w.write("order_id,user_id,category_id,customer_id,created_at\n");
            for (int i = 0; i < ROWS; i++) {
                // Black Friday: four categories, electronics (2) at 80%.
                int category = random.nextDouble() < 0.8 ? 2 : random.nextInt(3) == 0 ? 0 : random.nextInt(2) == 0 ? 1 : 3;
                // One account with 30% of the orders among 20,000.
                String customer = random.nextDouble() < 0.3 ? "celebrity" : "c" + random.nextInt(20_000);
                w.write((100_000 + i) + "," + "u" + random.nextInt(50_000) + "," + category + "," + customer + ","
                        + (1_700_000_000L + i) + "\n");
            }
        }
    }

    @Test
    void analyze_blackFridayCategory_lowCardinalityWithItsFloor() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "category_id", "--format", "json");

        JsonNode c = run.candidate("category_id");
        assertThat(run.exitCode()).isZero();
        assertThat(c.get("verdict").asText()).isEqualTo("low cardinality");
        assertThat(c.get("reason").asText()).startsWith("4 distinct values: at most 4 shards can ever be used");
        assertThat(c.get("distinctKeys").asLong()).isEqualTo(4);
        assertThat(c.get("topKeys").get(0).get("key").asText()).isEqualTo("2");
        for (JsonNode p : c.get("partitions")) {
            assertThat(p.get("floorShare").asDouble()).isCloseTo(0.8, within(0.01));
            assertThat(p.get("hottestShare").asDouble()).isGreaterThanOrEqualTo(p.get("floorShare").asDouble());
        }
    }

    @Test
    void analyze_celebrityCustomer_celebrityAndSaltingLowersTheHottestShard() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id", "--format", "json");

        JsonNode c = run.candidate("customer_id");
        assertThat(c.get("verdict").asText()).isEqualTo("celebrity");
        assertThat(c.get("reason").asText()).startsWith("key 'celebrity' carries 30%");
        JsonNode salting = c.get("remedies").get(0);
        assertThat(salting.get("name").asText()).isEqualTo("salting");
        assertThat(salting.get("hottestShare").asDouble()).isLessThan(0.3 / 2);
    }

    @Test
    void analyze_autoIncrementIdsUnderRange_timeOrdered() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "order_id", "--partitioner", "range,ring",
                "--format", "json");

        JsonNode c = run.candidate("order_id");
        assertThat(c.get("verdict").asText()).isEqualTo("time-ordered");
        assertThat(c.get("ordered").asDouble()).isEqualTo(1.0);
    }

    @Test
    void analyze_autoIncrementIdsUnderTheRing_good() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "order_id", "--partitioner", "ring",
                "--format", "json");

        JsonNode c = run.candidate("order_id");
        assertThat(c.get("verdict").asText()).isEqualTo("good");
        assertThat(c.get("distinctKeys").asLong()).isEqualTo(ROWS);
        assertThat(c.get("partitions").get(0).get("hottestShare").asDouble()).isLessThan(0.35);
    }

    @Test
    void analyze_uniformUserIds_good() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "user_id", "--format", "json");

        JsonNode c = run.candidate("user_id");
        assertThat(c.get("verdict").asText()).isEqualTo("good");
        assertThat(c.get("zipf").get("exponent").asDouble()).isLessThan(0.5);
        assertThat(c.get("topShare").get("10%").asDouble()).isLessThan(0.3);
    }

    @Test
    void analyze_compositeKey_fixesTheCelebrityAndRanksFirst() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id,customer_id+order_id",
                "--format", "json");

        assertThat(run.candidate("customer_id").get("verdict").asText()).isEqualTo("celebrity");
        assertThat(run.candidate("customer_id+order_id").get("verdict").asText()).isEqualTo("good");
        assertThat(run.candidate("customer_id+order_id").get("topKeys").get(0).get("key").asText()).contains(":");
        assertThat(run.json().get("ranking").get(0).get("field").asText())
                .isEqualTo("customer_id+order_id");
        assertThat(run.json().get("recommendation").asText()).startsWith("Shard by customer_id+order_id");
    }

    @Test
    void analyze_withRateAndShardCapacity_plansShardsOrSaysNoCountSuffices() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "customer_id,user_id", "--rate", "20000",
                "--shard-capacity", "1000", "--salts", "16", "--format", "json");

        JsonNode celebrity = run.candidate("customer_id").get("capacity");
        JsonNode uniform = run.candidate("user_id").get("capacity");
        assertThat(celebrity.get(0).get("shardsNeeded").isNull()).isTrue();
        assertThat(celebrity.get(0).get("verdict").asText()).contains("No shard count fixes it");
        assertThat(celebrity.get(1).get("scenario").asText()).isEqualTo("salting");
        assertThat(celebrity.get(1).get("shardsNeeded").asInt()).isPositive();
        // An even spread needs R / (0.7 C) shards, and a little more for the top key's own share.
        assertThat(uniform.get(0).get("shardsNeeded").asInt()).isBetween(29, 31);
    }

    @Test
    void analyze_rateWithoutShardCapacity_exits2() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "user_id", "--rate", "20000");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: --rate needs --shard-capacity (requests per second one "
                + "shard serves)\n");
    }

    @Test
    void analyze_tableFormat_namesTheVerdictsAndTheRecommendation() {
        AnalyzeRun run = AnalyzeRun.of(orders.toString(), "--field", "category_id,user_id");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("verdict: low cardinality (4 distinct values")
                .contains("verdict: good").contains("Shard by user_id");
    }
}
