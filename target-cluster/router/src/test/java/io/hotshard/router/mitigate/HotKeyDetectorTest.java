package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

final class HotKeyDetectorTest {

    private static final int STREAM = 50_000;

    @Test
    void top_seededStreamWithHeavyHitters_reportsThemWithTrueCountWithinErrorBound() {
        AtomicLong clock = new AtomicLong(1_000_000);
        HotKeyDetector detector = new HotKeyDetector(new DetectionSettings(10_000, 8), clock::get);
        SplittableRandom random = new SplittableRandom(42);
        Map<String, Long> truth = new HashMap<>();
        for (int i = 0; i < STREAM; i++) {
            double u = random.nextDouble();
            // 5 heavy hitters take 10%, 6%, 4%, 3% and 2% of the stream; the rest is spread over 20,000 keys.
            String key = u < 0.10 ? "hot0" : u < 0.16 ? "hot1" : u < 0.20 ? "hot2" : u < 0.23 ? "hot3"
                    : u < 0.25 ? "hot4" : "cold" + random.nextInt(20_000);
            truth.merge(key, 1L, Long::sum);
            detector.offer(key);
            if (i % 10_000 == 9_999) {
                clock.addAndGet(1_000);
            }
        }
        List<HotKey> top = detector.top();

        assertThat(top).hasSize(8);
        assertThat(top.subList(0, 5)).extracting(HotKey::key).containsExactly("hot0", "hot1", "hot2", "hot3", "hot4");
        for (HotKey key : top) {
            long actual = truth.getOrDefault(key.key(), 0L);
            assertThat(key.count()).as("upper bound for %s", key.key()).isGreaterThanOrEqualTo(actual);
            assertThat(key.count() - key.errorBound()).as("lower bound for %s", key.key()).isLessThanOrEqualTo(actual);
        }
        assertThat(top.get(0).ratePerSecond()).isEqualTo(top.get(0).count() / 10.0);
        assertThat(top.subList(0, 5)).allMatch(k -> k.errorBound() < k.count() / 5);
    }

    @Test
    void top_keyStopsAppearing_leavesAfterTheWindow() {
        AtomicLong clock = new AtomicLong(0);
        HotKeyDetector detector = new HotKeyDetector(new DetectionSettings(1_000, 4), clock::get);
        for (int i = 0; i < 100; i++) {
            detector.offer("burst");
        }
        clock.set(500);
        detector.offer("steady");
        assertThat(detector.top()).extracting(HotKey::key).containsExactly("burst", "steady");
        assertThat(detector.top().get(0).count()).isEqualTo(100);

        clock.set(999);
        assertThat(detector.top()).extracting(HotKey::key).contains("burst");
        clock.set(1_000);
        assertThat(detector.top()).extracting(HotKey::key).containsExactly("steady");
        clock.set(1_600);
        assertThat(detector.top()).isEmpty();
    }

    @Test
    void offer_manyDistinctKeysInOneSketch_countsNeverUnderestimate() {
        SpaceSaving sketch = new SpaceSaving(4);
        for (int i = 0; i < 10; i++) {
            sketch.offer("k" + i);
        }
        sketch.offer("k9");
        assertThat(sketch.counters()).hasSize(4);
        assertThat(sketch.counter("k9").count).isEqualTo(sketch.counter("k9").error + 2);
        assertThat(sketch.offered()).isEqualTo(11);
        assertThat(sketch.unmonitoredBound()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void toJson_listsWindowTopKAndKeysMostFrequentFirst() {
        HotKeyDetector detector = new HotKeyDetector(new DetectionSettings(2_000, 2), () -> 0);
        detector.offer("a");
        detector.offer("b");
        detector.offer("b");
        detector.offer("c");
        assertThat(detector.toJson().encode()).isEqualTo("{\"windowMillis\":2000,\"topK\":2,\"keys\":["
                + "{\"key\":\"b\",\"count\":2,\"errorBound\":0,\"ratePerSecond\":1.0},"
                + "{\"key\":\"a\",\"count\":1,\"errorBound\":0,\"ratePerSecond\":0.5}]}");
    }
}
