package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An orders export shuffled out of time order: only --time-field still finds the auto-increment id. */
final class TimeFieldTest {

    private static final int ROWS = 20_000;

    @TempDir
    static Path dir;
    private static Path shuffled;

    @BeforeAll
    static void writeShuffledOrders() throws IOException {
        Random random = new Random(31);
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            // order_id grows with created_at (ISO-8601 text); customer_id has nothing to do with time.
            rows.add((100_000 + i) + ",c" + random.nextInt(5_000) + ",2026-11-27T"
                    + String.format("%02d:%02d:%02d", i / 3600 % 24, i / 60 % 60, i % 60) + "." + String.format("%03d", i % 1000));
        }
        Collections.shuffle(rows, random);
        shuffled = dir.resolve("orders.csv");
        List<String> lines = new ArrayList<>();
        lines.add("order_id,customer_id,created_at");
        lines.addAll(rows);
        Files.write(shuffled, lines, StandardCharsets.UTF_8);
    }

    @Test
    void analyze_shuffledRowsWithoutTimeField_orderIdLooksUnordered() {
        AnalyzeRun run = AnalyzeRun.of(shuffled.toString(), "--field", "order_id", "--partitioner", "range",
                "--format", "json");

        JsonNode c = run.candidate("order_id");
        assertThat(c.get("ordered").asDouble()).isCloseTo(0.5, within(0.02));
        assertThat(c.get("verdict").asText()).isNotEqualTo("time-ordered");
    }

    @Test
    void analyze_shuffledRowsWithTimeField_orderIdIsTimeOrderedAndCustomerIsNot() {
        AnalyzeRun run = AnalyzeRun.of(shuffled.toString(), "--field", "order_id,customer_id", "--time-field",
                "created_at", "--partitioner", "range,ring", "--format", "json");

        assertThat(run.exitCode()).isZero();
        JsonNode order = run.candidate("order_id");
        assertThat(order.get("ordered").asDouble()).isEqualTo(1.0);
        assertThat(order.get("verdict").asText()).isEqualTo("time-ordered");
        assertThat(order.get("reason").asText()).startsWith("the key moves with time in 100% of consecutive rows");
        JsonNode customer = run.candidate("customer_id");
        assertThat(customer.get("ordered").asDouble()).isCloseTo(0.5, within(0.02));
        assertThat(customer.get("verdict").asText()).isNotEqualTo("time-ordered");
    }

    @Test
    void analyze_plainInputWithTimeField_exitsTwoWithOneLine() throws IOException {
        Path plain = dir.resolve("keys.txt");
        Files.write(plain, List.of("a", "b", "c"));

        AnalyzeRun run = AnalyzeRun.of(plain.toString(), "--time-field", "created_at");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo(
                "hotshard keys analyze: --time-field needs delimited or JSON input, not plain text");
    }
}
