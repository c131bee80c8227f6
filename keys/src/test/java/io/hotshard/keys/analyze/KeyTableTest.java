package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.ring.HashAlgorithm;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Each key's count, whether the key sits in its slot or in the arena and whatever its count; joining count tables adds
 * each key's counts, whatever the batch boundaries and the overlap of the two tables.
 */
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

    @Test
    void add_keysOfEveryLengthAroundASlot_eachCountedAndReadBack() {
        KeyTable table = new KeyTable();
        Map<String, Long> expected = new HashMap<>();
        SplittableRandom random = new SplittableRandom(13);
        for (int i = 0; i < 30_000; i++) {
            int length = random.nextInt(0, 2 * KeyTable.INLINE_BYTES + 3);
            StringBuilder key = new StringBuilder();
            for (int c = 0; c < length; c++) {
                key.append((char) ('a' + random.nextInt(3)));
            }
            add(table, key.toString(), expected);
        }

        assertThat(table.size()).isEqualTo(expected.size());
        Map<String, Long> read = new HashMap<>();
        byte[] scratch = new byte[KeyTable.INLINE_BYTES];
        for (int e = 0; e < table.size(); e++) {
            read.put(table.key(e), table.count(e));
            assertThat(table.hash(e, HashAlgorithm.SHA256, scratch))
                    .isEqualTo(HashAlgorithm.SHA256.hash(table.keyBytes(e)));
        }
        assertThat(read).isEqualTo(expected);
    }

    @Test
    void add_countPastThirtyTwoBits_keepsTheWholeCountForShortAndLongKeys() {
        KeyTable table = new KeyTable();
        long big = (1L << 32) - 2;
        byte[] shortKey = "hot".getBytes(StandardCharsets.UTF_8);
        byte[] longKey = "a-key-longer-than-a-slot".getBytes(StandardCharsets.UTF_8);
        table.add(shortKey, 0, shortKey.length, big);
        table.add(longKey, 0, longKey.length, big);
        table.add(shortKey, 0, shortKey.length, 5);
        table.add(shortKey, 0, shortKey.length);
        table.add(longKey, 0, longKey.length, 7);
        KeyTable other = new KeyTable();
        other.add(shortKey, 0, shortKey.length, 1L << 33);
        other.add(shortKey, 0, shortKey.length);

        table.addAll(other);

        assertThat(table.size()).isEqualTo(2);
        assertThat(table.countOf(shortKey)).isEqualTo(big + 6 + (1L << 33) + 1);
        assertThat(table.countOf(longKey)).isEqualTo(big + 7);
    }

    private static void add(KeyTable table, String key, Map<String, Long> expected) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        table.add(bytes, 0, bytes.length);
        expected.merge(key, 1L, Long::sum);
    }

    @Test
    void add_arenaNearItsBound_growsToTheBoundThenNamesIt() {
        KeyTable table = new KeyTable(3_000, 1 << 20);
        int fit = 3_000 / (12 + 20);

        for (int k = 0; k < fit; k++) {
            byte[] key = String.format("long-key-%011d", k).getBytes(StandardCharsets.UTF_8);
            table.add(key, 0, key.length);
        }
        byte[] more = String.format("long-key-%011d", fit).getBytes(StandardCharsets.UTF_8);

        // Doubling 2,048 bytes would pass 3,000: the arena stops at its bound instead of failing at 2,048.
        assertThat(table.size()).isEqualTo(fit);
        assertThatThrownBy(() -> table.add(more, 0, more.length)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the key table's arena would outgrow its 3,000 bytes (93 keys held); lower --max-exact");
    }

    @Test
    void add_slotsAtTheirBound_failsNamingThem() {
        KeyTable table = new KeyTable(1 << 20, 1 << 13);

        for (int k = 0; k < 4_096; k++) {
            byte[] key = ("k" + k).getBytes(StandardCharsets.UTF_8);
            table.add(key, 0, key.length);
        }
        byte[] more = "k4096".getBytes(StandardCharsets.UTF_8);

        assertThat(table.size()).isEqualTo(4_096);
        assertThatThrownBy(() -> table.add(more, 0, more.length)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the key table would outgrow its 8,192 slots (4,097 keys held); lower --max-exact");
    }
}
