package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Joining count tables adds each key's counts, whatever the batch boundaries and the overlap of the two tables. */
final class KeyTableTest {

    @Test
    void addAll_overlappingTablesOfOddSizes_countsEqualTheSumPerKey() {
        SplittableRandom random = new SplittableRandom(11);
        KeyTable first = new KeyTable();
        KeyTable second = new KeyTable();
        Map<String, Long> expected = new HashMap<>();
        for (int i = 0; i < 40_000; i++) {
            String key = "k" + random.nextInt(9_000) + (random.nextInt(7) == 0 ? "-with-a-longer-tail" : "");
            add(random.nextBoolean() ? first : second, key, expected);
        }
        int firstSize = first.size();

        first.addAll(second);

        assertThat(first.size()).isEqualTo(expected.size()).isGreaterThan(firstSize);
        for (Map.Entry<String, Long> e : expected.entrySet()) {
            assertThat(first.countOf(e.getKey().getBytes(StandardCharsets.UTF_8))).as(e.getKey())
                    .isEqualTo(e.getValue());
        }
    }

    @Test
    void addAll_emptyAndSingleKeyTables_keepsCounts() {
        KeyTable table = new KeyTable();
        Map<String, Long> expected = new HashMap<>();
        add(table, "only", expected);
        add(table, "only", expected);
        KeyTable one = new KeyTable();
        add(one, "other", expected);

        table.addAll(new KeyTable());
        table.addAll(one);

        assertThat(table.size()).isEqualTo(2);
        assertThat(table.countOf("only".getBytes(StandardCharsets.UTF_8))).isEqualTo(2);
        assertThat(table.countOf("other".getBytes(StandardCharsets.UTF_8))).isEqualTo(1);
    }

    private static void add(KeyTable table, String key, Map<String, Long> expected) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        table.add(bytes, 0, bytes.length);
        expected.merge(key, 1L, Long::sum);
    }
}
