package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input exits 2 with one line; malformed rows are counted and located, never dropped silently. */
final class BadInputTest {

    @TempDir
    Path dir;

    @Test
    void analyze_missingColumn_namesTheFieldAndTheColumns() throws IOException {
        Path csv = Files.writeString(dir.resolve("orders.csv"), "order_id,customer_id\n1,a\n2,b\n");

        AnalyzeRun run = AnalyzeRun.of(csv.toString(), "--field", "country");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: field 'country' is not a column of " + csv
                + "; columns: order_id, customer_id\n");
    }

    @Test
    void analyze_invalidJsonLines_countedWithTheFirstThreeLineNumbers() throws IOException {
        Path jsonl = Files.write(dir.resolve("events.jsonl"), List.of("{\"customer\":{\"id\":\"a\"}}", "{oops",
                "{\"customer\":{\"id\":\"b\"}}", "[1,", "not json", "{\"customer\":{\"id\":\"a\"}}", "}"));

        AnalyzeRun run = AnalyzeRun.of(jsonl.toString(), "--field", "customer.id", "--format", "json");

        JsonNode input = run.json().get("input");
        assertThat(run.exitCode()).isZero();
        assertThat(input.get("malformedRows").asLong()).isEqualTo(4);
        assertThat(input.get("firstMalformed")).extracting(JsonNode::asText)
                .containsExactly(jsonl + ":2", jsonl + ":4", jsonl + ":5");
        assertThat(run.candidate("customer.id").get("requests").asLong()).isEqualTo(3);
    }

    @Test
    void analyze_unbalancedQuote_countedAsMalformed() throws IOException {
        Path csv = Files.writeString(dir.resolve("orders.csv"), "id,key\n1,a\n2,\"b\n3,c\n");

        AnalyzeRun run = AnalyzeRun.of(csv.toString(), "--field", "key");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Malformed rows: 1 (first at " + csv + ":");
    }

    @Test
    void analyze_emptyInput_exits2WithOneLine() throws IOException {
        Path empty = Files.writeString(dir.resolve("keys.txt"), "");

        AnalyzeRun run = AnalyzeRun.of(empty.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: no rows in " + empty + "\n");
    }

    @Test
    void analyze_missingFile_exits2WithOneLine() {
        AnalyzeRun run = AnalyzeRun.of(dir.resolve("absent.txt").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: cannot read " + dir.resolve("absent.txt")
                + ": no such file\n");
    }

    @Test
    void analyze_unknownPartitioner_exits2ListingTheKnownOnes() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "ring,chord");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("hotshard keys analyze: ").contains("unknown partitioner 'chord'; known: ring")
                .hasLineCount(1);
    }

    @Test
    void analyze_fieldWithoutAnyValue_exits2() throws IOException {
        Path jsonl = Files.write(dir.resolve("events.jsonl"), List.of("{\"a\":1}", "{\"a\":2}"));

        AnalyzeRun run = AnalyzeRun.of(jsonl.toString(), "--field", "b.c");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: field 'b.c' has no value in any of 2 rows\n");
    }

    @Test
    void analyze_tokensFromOffLoopback_exits2WithOneLine() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra", "--tokens-from",
                "cassandra://10.1.2.3:9042");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: a cluster must be on loopback (an address in"
                + " 127.0.0.0/8) but was cassandra://10.1.2.3:9042\n");
    }

    @Test
    void analyze_tokensFromAbsentFile_exits2WithOneLine() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra", "--tokens-from",
                dir.resolve("ring.json").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: cannot read " + dir.resolve("ring.json")
                + ": no such file\n");
    }

    @Test
    void analyze_tokensFromFileWithoutTokenMap_exits2WithOneLine() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");
        Path status = Files.writeString(dir.resolve("status.json"), "{\"nodes\": []}");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra", "--tokens-from",
                status.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: --tokens-from " + status + " holds no tokenMap"
                + " object; write one with hotshard cassandra ring --format json\n");
    }

    @Test
    void analyze_tokensFromNoCluster_exits2WithOneLine() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra", "--tokens-from",
                "cassandra://127.0.0.1:1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("hotshard keys analyze: cannot read the ring of cassandra://127.0.0.1:1: ")
                .hasLineCount(1);
    }

    @Test
    void analyze_cassandraWithoutTokensFrom_exits2NamingTheOption() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("hotshard keys analyze: --partitioner cassandra needs --tokens-from")
                .hasLineCount(1);
    }

    @Test
    void analyze_cassandraWithAnotherPartitioner_exits2() throws IOException {
        Path keys = Files.writeString(dir.resolve("keys.txt"), "a\nb\n");

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra,ring", "--tokens-from",
                "ring.json");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("hotshard keys analyze: --partitioner cassandra places keys on a live ring's"
                + " nodes and goes alone, but was given with [ring]\n");
    }
}
