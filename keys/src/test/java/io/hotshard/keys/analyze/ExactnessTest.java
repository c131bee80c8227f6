package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.core.PartitionerSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every figure of a small file against brute force, and placement against the router's own partitioners. */
final class ExactnessTest {

    @TempDir
    static Path dir;
    private static Path file;
    private static final List<String> KEYS = new ArrayList<>();
    private static final Map<String, Long> COUNTS = new HashMap<>();

    @BeforeAll
    static void writeKeys() throws IOException {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 5_000; i++) {
            // A skewed mix: a few heavy keys, a long tail, some UTF-8.
            String key = random.nextInt(4) == 0 ? "hot-" + random.nextInt(5)
                    : random.nextInt(10) == 0 ? "clé-" + random.nextInt(50) : "k" + random.nextInt(3_000);
            KEYS.add(key);
            COUNTS.merge(key, 1L, Long::sum);
        }
        file = dir.resolve("keys.txt");
        Files.write(file, KEYS);
    }

    @ParameterizedTest
    @EnumSource(value = PartitionerKind.class, names = {"RING", "JUMP", "SLOTS", "RANGE", "MODULO", "RENDEZVOUS",
        "MAGLEV"})
    void analyze_smallFile_matchesBruteForceAndTheRoutersPlacement(PartitionerKind kind) {
        AnalyzeRun run = AnalyzeRun.of(file.toString(), "--partitioner", kind.label(), "--shards", "3,7",
                "--top", "10", "--format", "json");

        JsonNode c = run.candidate("key");
        assertThat(c.get("requests").asLong()).isEqualTo(KEYS.size());
        assertThat(c.get("distinctKeys").asLong()).isEqualTo(COUNTS.size());
        assertThat(c.get("distinctExact").asBoolean()).isTrue();
        List<Long> expectedTop = COUNTS.values().stream().sorted((a, b) -> Long.compare(b, a)).limit(10).toList();
        List<Long> top = new ArrayList<>();
        for (JsonNode k : c.get("topKeys")) {
            top.add(k.get("count").asLong());
            assertThat(COUNTS.get(k.get("key").asText())).isEqualTo(k.get("count").asLong());
        }
        assertThat(top).isEqualTo(expectedTop);
        long maxCount = expectedTop.get(0);
        for (JsonNode p : c.get("partitions")) {
            int n = p.get("shards").asInt();
            Partitioner router = PartitionerSettings.defaults().withKind(kind).create(Node.numbered("shard-", n));
            Partitioner grown = router.withNode(Node.of("shard-" + n));
            Map<String, Long> perShard = new HashMap<>();
            long moved = 0;
            for (Map.Entry<String, Long> e : COUNTS.entrySet()) {
                String owner = router.ownerOf(e.getKey());
                perShard.merge(owner, e.getValue(), Long::sum);
                if (!owner.equals(grown.ownerOf(e.getKey()))) {
                    moved++;
                }
            }
            long hottest = perShard.values().stream().mapToLong(Long::longValue).max().orElseThrow();
            assertThat(p.get("hottestShare").asDouble()).isCloseTo((double) hottest / KEYS.size(), within(1e-12));
            assertThat(p.get("maxOverMean").asDouble()).isCloseTo((double) hottest * n / KEYS.size(), within(1e-9));
            assertThat(p.get("floorShare").asDouble()).isCloseTo((double) maxCount / KEYS.size(), within(1e-12));
            assertThat(p.get("movedToNext").asDouble()).isCloseTo((double) moved / COUNTS.size(), within(1e-12));
            for (int s = 0; s < n; s++) {
                assertThat(p.get("shardShares").get(s).asDouble()).isCloseTo(
                        (double) perShard.getOrDefault("shard-" + s, 0L) / KEYS.size(), within(1e-12));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = PartitionerKind.class, names = {"RING", "RENDEZVOUS", "MAGLEV", "BOUNDED"})
    void analyze_routersHashVnodesAndEpsilon_placesKeysAsThatRouter(PartitionerKind kind) {
        AnalyzeRun run = AnalyzeRun.of(file.toString(), "--partitioner", kind.label(), "--shards", "5",
                "--hash", "murmur3", "--vnodes", "7", "--epsilon", "0.5", "--format", "json");

        Partitioner router = PartitionerSettings.defaults().withKind(kind).withHash(HashAlgorithm.MURMUR3)
                .withVnodes(7).withEpsilon(0.5).create(Node.numbered("shard-", 5));
        Partitioner defaults = PartitionerSettings.defaults().withKind(kind).create(Node.numbered("shard-", 5));
        JsonNode shares = run.candidate("key").get("partitions").get(0).get("shardShares");
        Map<String, Long> perShard = new HashMap<>();
        Map<String, Long> perShardByDefaults = new HashMap<>();
        COUNTS.forEach((key, count) -> {
            perShard.merge(router.ownerOf(key), count, Long::sum);
            perShardByDefaults.merge(defaults.ownerOf(key), count, Long::sum);
        });
        assertThat(perShard).as("the customised router places keys otherwise than the defaults")
                .isNotEqualTo(perShardByDefaults);
        for (int s = 0; s < 5; s++) {
            assertThat(shares.get(s).asDouble()).isCloseTo((double) perShard.getOrDefault("shard-" + s, 0L)
                    / KEYS.size(), within(1e-12));
        }
    }

    @Test
    void analyze_smallFile_topSharesAndOrderMatchBruteForce() {
        AnalyzeRun run = AnalyzeRun.of(file.toString(), "--format", "json");

        JsonNode c = run.candidate("key");
        List<Long> desc = COUNTS.values().stream().sorted((a, b) -> Long.compare(b, a)).toList();
        int onePercent = (int) Math.ceil(desc.size() * 0.01);
        int tenPercent = (int) Math.ceil(desc.size() * 0.10);
        assertThat(c.get("topShare").get("1%").asDouble()).isCloseTo(
                desc.stream().limit(onePercent).mapToLong(Long::longValue).sum() / (double) KEYS.size(), within(1e-12));
        assertThat(c.get("topShare").get("10%").asDouble()).isCloseTo(
                desc.stream().limit(tenPercent).mapToLong(Long::longValue).sum() / (double) KEYS.size(), within(1e-12));
        long ascending = 0;
        for (int i = 1; i < KEYS.size(); i++) {
            if (KEYS.get(i).compareTo(KEYS.get(i - 1)) > 0) {
                ascending++;
            }
        }
        assertThat(c.get("ordered").asDouble()).isCloseTo((double) ascending / (KEYS.size() - 1), within(1e-12));
    }
}
