package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class SpaceSavingTest {

    /** The textbook algorithm by linear scans: evict the smallest count, then the least recently updated. */
    private static final class Reference {
        record Entry(String key, long count, long error, long order) {
        }

        private final int capacity;
        private final List<Entry> entries = new ArrayList<>();
        private long sequence;

        Reference(int capacity) {
            this.capacity = capacity;
        }

        void offer(String key) {
            for (int i = 0; i < entries.size(); i++) {
                Entry e = entries.get(i);
                if (e.key().equals(key)) {
                    entries.set(i, new Entry(key, e.count() + 1, e.error(), ++sequence));
                    return;
                }
            }
            if (entries.size() < capacity) {
                entries.add(new Entry(key, 1, 0, ++sequence));
                return;
            }
            Entry evicted = entries.stream()
                    .min(Comparator.comparingLong(Entry::count).thenComparingLong(Entry::order)).orElseThrow();
            entries.remove(evicted);
            entries.add(new Entry(key, evicted.count() + 1, evicted.count(), ++sequence));
        }
    }

    @ParameterizedTest
    @CsvSource({"1, 20", "4, 10", "16, 64", "64, 1000"})
    void offer_seededSkewedStream_matchesTheTextbookAlgorithmCounterForCounter(int capacity, int distinctKeys) {
        SpaceSaving sketch = new SpaceSaving(capacity);
        Reference reference = new Reference(capacity);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            // Squaring a uniform draw skews the stream towards small key numbers, as hot keys do.
            double u = random.nextDouble();
            String key = "k" + (int) (u * u * distinctKeys);
            sketch.offer(key);
            reference.offer(key);
        }
        assertThat(sketch.counters()).hasSameSizeAs(reference.entries);
        for (Reference.Entry e : reference.entries) {
            SpaceSaving.Counter counter = sketch.counter(e.key());
            assertThat(counter).as(e.key()).isNotNull();
            assertThat(new long[] {counter.count, counter.error}).as(e.key())
                    .containsExactly(e.count(), e.error());
        }
        long smallest = reference.entries.stream().mapToLong(Reference.Entry::count).min().orElse(0);
        assertThat(sketch.unmonitoredBound()).isEqualTo(reference.entries.size() < capacity ? 0 : smallest);
        assertThat(sketch.offered()).isEqualTo(20_000);
    }
}
