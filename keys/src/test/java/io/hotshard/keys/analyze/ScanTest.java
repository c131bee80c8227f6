package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plain file read by several threads counts like one thread; past the exact bound, sketches bound the error. */
final class ScanTest {

    private static final List<Candidate> KEY = List.of(new Candidate("key", List.of("key")));

    @TempDir
    Path dir;

    @Test
    void run_plainFileSplitOverThreads_sameCountsAndOrderAsOneThread() throws IOException {
        Path file = dir.resolve("keys.txt");
        SplittableRandom random = new SplittableRandom(3);
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            // Over the 8 MB a file needs before it is split.
            for (int i = 0; i < 1_700_000; i++) {
                w.write(random.nextInt(10) == 0 ? "" : Integer.toString(random.nextInt(50_000)));
                w.write('\n');
            }
        }
        KeyStats one = new Scan(InputFormat.PLAIN, false, KEY, 1_000_000, 1).run(List.of(file.toString()),
                InputStream.nullInputStream()).stats().get(0);
        KeyStats three = new Scan(InputFormat.PLAIN, false, KEY, 1_000_000, 3).run(List.of(file.toString()),
                InputStream.nullInputStream()).stats().get(0);

        assertThat(three.requests()).isEqualTo(one.requests());
        assertThat(three.missingCount()).isEqualTo(one.missingCount());
        assertThat(three.orderPairs()).isEqualTo(one.orderPairs());
        assertThat(three.ascendingPairs()).isEqualTo(one.ascendingPairs());
        assertThat(counts(three.table())).isEqualTo(counts(one.table()));
    }

    @Test
    void run_splitFileOrCsv_tellsOnceThatACoreIsFree() throws IOException {
        Path plain = dir.resolve("keys.txt");
        try (BufferedWriter w = Files.newBufferedWriter(plain)) {
            for (int i = 0; i < 1_700_000; i++) {
                w.write(Integer.toString(i % 50_000));
                w.write('\n');
            }
        }
        Path csv = dir.resolve("rows.csv");
        Files.writeString(csv, "id\n1\n2\n");
        AtomicInteger told = new AtomicInteger();

        new Scan(InputFormat.PLAIN, false, KEY, 1_000_000, 2).whenCoreFree(told::incrementAndGet)
                .run(List.of(plain.toString()), InputStream.nullInputStream());
        int afterSplit = told.get();
        new Scan(InputFormat.CSV, true, List.of(new Candidate("id", List.of("id"))), 1_000_000, 2)
                .whenCoreFree(told::incrementAndGet).run(List.of(csv.toString(), csv.toString()),
                        InputStream.nullInputStream());

        assertThat(afterSplit).isEqualTo(1);
        assertThat(told.get()).isEqualTo(2);
    }

    @Test
    void analyze_pastTheExactBound_estimatesWithinTheStatedErrors() throws IOException {
        Path file = dir.resolve("keys.txt");
        SplittableRandom random = new SplittableRandom(5);
        Map<String, Long> truth = new HashMap<>();
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            for (int i = 0; i < 200_000; i++) {
                String key = random.nextInt(5) == 0 ? "hot" + random.nextInt(3) : "k" + random.nextInt(40_000);
                truth.merge(key, 1L, Long::sum);
                w.write(key);
                w.write('\n');
            }
        }
        AnalyzeRun run = AnalyzeRun.of(file.toString(), "--max-exact", "1000", "--top", "3", "--format", "json");

        var c = run.candidate("key");
        assertThat(c.get("distinctExact").asBoolean()).isFalse();
        double error = c.get("distinctError").asDouble();
        assertThat(error).isBetween(0.001, 0.05);
        assertThat((double) c.get("distinctKeys").asLong()).isCloseTo(truth.size(), within(truth.size() * error));
        long maxError = c.get("topKeysMaxError").asLong();
        for (var k : c.get("topKeys")) {
            assertThat(k.get("key").asText()).startsWith("hot");
            assertThat(k.get("count").asLong()).isBetween(truth.get(k.get("key").asText()),
                    truth.get(k.get("key").asText()) + maxError);
        }
    }

    @Test
    void analyze_pastTheExactBoundWithNoHeavyKey_namesWhatIsNotBoundedInWords() throws IOException {
        Path file = dir.resolve("flat.txt");
        SplittableRandom random = new SplittableRandom(9);
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            for (int i = 0; i < 100_000; i++) {
                w.write("k" + random.nextInt(50_000));
                w.write('\n');
            }
        }
        AnalyzeRun run = AnalyzeRun.of(file.toString(), "--max-exact", "1000", "--top", "3", "--shards", "4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("top 10% carry not bounded").containsPattern("verdict: good \\([0-9,]+ distinct")
                .doesNotContain("n/a");
    }

    private static Map<String, Long> counts(KeyTable table) {
        Map<String, Long> m = new HashMap<>();
        for (int e = 0; e < table.size(); e++) {
            m.put(table.key(e), table.count(e));
        }
        return m;
    }
}
