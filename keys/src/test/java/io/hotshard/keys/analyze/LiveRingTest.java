package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.hotshard.ring.CassandraMurmur3;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keys placed on a live ring read from a ring file: three nodes of one token each, every token exactly a key's own,
 * so that each key's primary is known by construction (a range (previous, t] ends at and includes t).
 */
final class LiveRingTest {

    /** Three keys in ring order (ascending Cassandra token): the first node's token is the first key's, and so on. */
    private static final List<String> KEYS = sortedByToken("alice", "bob", "carol");

    @TempDir
    Path dir;

    @Test
    void analyze_ringFileRf2_eachNodesShareCountsBothReplicasOfEveryKey() throws IOException {
        // 6, 3 and 1 requests: with rf 2 the keys load (.11, .12), (.12, .13) and (.13, .11), so the nodes receive
        // 6 + 1 = 7, 6 + 3 = 9 and 3 + 1 = 4 of the 20 replica requests.
        Path keys = keysFile(6, 3, 1);

        AnalyzeRun run = AnalyzeRun.of(keys.toString(), "--partitioner", "cassandra", "--tokens-from",
                ringFile().toString(), "--rf", "2", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode row = run.candidate("key").get("partitions").get(0);
        assertThat(row.get("partitioner").asText()).isEqualTo("cassandra");
        assertThat(row.get("shards").asInt()).isEqualTo(3);
        assertThat(row.get("replicationFactor").asInt()).isEqualTo(2);
        assertThat(row.get("nodes")).extracting(n -> n.get("address").asText())
                .containsExactly("127.0.0.11", "127.0.0.12", "127.0.0.13");
        assertThat(row.get("nodes")).extracting(n -> n.get("share").asDouble())
                .containsExactly(0.35, 0.45, 0.20);
        assertThat(row.get("hottestShare").asDouble()).isCloseTo(0.45, within(1e-12));
        assertThat(row.get("floorShare").asDouble()).as("the hottest key's 60%, read from either replica")
                .isCloseTo(0.30, within(1e-12));
        assertThat(row.get("movedToNext").isNull()).isTrue();
    }

    @Test
    void analyze_ringFileRf1_eachKeyLoadsItsPrimaryOnly() throws IOException {
        AnalyzeRun run = AnalyzeRun.of(keysFile(6, 3, 1).toString(), "--partitioner", "cassandra",
                "--tokens-from", ringFile().toString(), "--rf", "1", "--format", "csv");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines().skip(1).findFirst().orElseThrow())
                .endsWith(",127.0.0.11=0.600000;127.0.0.12=0.300000;127.0.0.13=0.100000");
    }

    @Test
    void analyze_tableFormat_namesEachNodeAndHowReplicasAreCounted() throws IOException {
        AnalyzeRun run = AnalyzeRun.of(keysFile(6, 3, 1).toString(), "--partitioner", "cassandra",
                "--tokens-from", ringFile().toString(), "--rf", "2");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("cassandra nodes' shares of requests: 127.0.0.11 35.0%, 127.0.0.12 45.0%,"
                + " 127.0.0.13 20.0%", "rf 2, SimpleStrategy: a read at ONE counts 1/2 on each of its key's 2"
                + " replicas, a write 1 on each");
    }

    @Test
    void of_rfAboveTheNodes_failsNamingTheRange() {
        assertThatThrownBy(() -> LiveRing.of("ring.json", Map.of("127.0.0.11", List.of(1L)), 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--rf must be in 1..1 (the nodes of ring.json) but was 2");
    }

    @Test
    void of_noRf_takesThreeOrTheNodeCount() {
        assertThat(LiveRing.of("ring.json", Map.of("127.0.0.11", List.of(1L), "127.0.0.12", List.of(2L)), null).rf())
                .isEqualTo(2);
    }

    /** The ring file {@code hotshard cassandra ring --format json} writes, reduced to what is read: its tokenMap. */
    private Path ringFile() throws IOException {
        StringBuilder json = new StringBuilder("{\"rf\": 3, \"tokenMap\": {");
        for (int i = 0; i < KEYS.size(); i++) {
            json.append(i == 0 ? "" : ", ").append("\"127.0.0.1").append(i + 1).append("\": [\"")
                    .append(CassandraMurmur3.tokenOfText(KEYS.get(i))).append("\"]");
        }
        return Files.writeString(dir.resolve("ring.json"), json.append("}}").toString());
    }

    /** One key per line, the i-th key in ring order {@code counts[i]} times. */
    private Path keysFile(int... counts) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            for (int c = 0; c < counts[i]; c++) {
                lines.add(KEYS.get(i));
            }
        }
        return Files.write(dir.resolve("keys.txt"), lines);
    }

    private static List<String> sortedByToken(String... keys) {
        return java.util.Arrays.stream(keys).sorted(Comparator.comparingLong(CassandraMurmur3::tokenOfText)).toList();
    }
}
