package io.hotshard.timeseries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

final class TimeSeriesKeysTest {

    private static final EventTimeline TIMELINE = new EventTimeline(TimeSeriesSettings.DEFAULT_ORIGIN_MICROS, 833, 6);

    @Test
    void writeKey_increasingEvents_keysSortAsTheirTimes() {
        TimeSeriesKeys keys = new TimeSeriesKeys(TimeSeriesLayout.RANGE, TIMELINE, new Salts(4, 42));

        String previous = keys.writeKey(0);
        assertThat(previous).isEqualTo("event:1767225600000000");
        for (long n = 1; n < 100_000; n++) {
            String key = keys.writeKey(n);
            assertThat(key).hasSize(previous.length()).isGreaterThan(previous);
            previous = key;
        }
    }

    @Test
    void windowPrefix_eventsOfAWindow_shareItAndNoOtherEventHasIt() {
        long window = TIMELINE.windowOf(TIMELINE.timestampOf(5_000));
        String prefix = TIMELINE.windowPrefix(window);

        int inside = 0;
        for (long n = 0; n < 20_000; n++) {
            long ts = TIMELINE.timestampOf(n);
            boolean matches = EventTimeline.key(ts).startsWith(prefix);
            assertThat(matches).isEqualTo(TIMELINE.windowOf(ts) == window);
            inside += matches ? 1 : 0;
        }
        assertThat(prefix).isEqualTo("event:1767225604");
        assertThat(inside).isBetween(1_200, 1_201);
    }

    @Test
    void saltOf_seededHash_uniformOverTheSalts() {
        Salts salts = new Salts(8, 42);
        long[] counts = new long[8];
        for (long n = 0; n < 80_000; n++) {
            counts[salts.saltOf(TIMELINE.timestampOf(n))]++;
        }
        double[] expected = new double[8];
        java.util.Arrays.fill(expected, 10_000);

        assertThat(new ChiSquareTest().chiSquareTest(expected, counts)).isGreaterThan(1e-3);
        assertThat(new Salts(8, 42).saltOf(TIMELINE.timestampOf(7))).isEqualTo(salts.saltOf(TIMELINE.timestampOf(7)));
    }

    @Test
    void label_manySalts_zeroPaddedSoThatLabelsSortAsNumbers() {
        Salts salts = new Salts(16, 1);

        assertThat(salts.label(0)).isEqualTo("00");
        assertThat(salts.label(15)).isEqualTo("15");
        assertThat(salts.salted(7, "event:1")).isEqualTo("07:event:1");
        assertThatThrownBy(() -> salts.label(16)).hasMessage("salt must be in [0, 16) but was 16");
    }

    @Test
    void boundaries_salts_wholeSaltsPerShard() {
        assertThat(new Salts(4, 1).boundaries(4)).containsExactly("1", "2", "3");
        assertThat(new Salts(8, 1).boundaries(4)).containsExactly("2", "4", "6");
        assertThat(new Salts(10, 1).boundaries(4)).containsExactly("3", "5", "8");
        assertThatThrownBy(() -> new Salts(2, 1).boundaries(4))
                .hasMessage("salted ranges need salts >= shards (4) but salts was 2");
    }

    @Test
    void boundaries_range_oneDayOfHistoryPerOlderRangeAndTheRunInTheLast() {
        TimeSeriesKeys keys = new TimeSeriesKeys(TimeSeriesLayout.RANGE, TIMELINE, new Salts(4, 1));

        assertThat(keys.boundaries(4)).containsExactly("event:1766966400000000", "event:1767052800000000",
                "event:1767139200000000");
        assertThat(new TimeSeriesKeys(TimeSeriesLayout.HASH, TIMELINE, new Salts(4, 1)).boundaries(4)).isEmpty();
    }

    @Test
    void windowPrefixes_salted_onePerSalt() {
        TimeSeriesKeys keys = new TimeSeriesKeys(TimeSeriesLayout.SALTED_RANGE, TIMELINE, new Salts(3, 1));

        assertThat(keys.windowPrefixes(1_767_225_604L)).containsExactly("0:event:1767225604", "1:event:1767225604",
                "2:event:1767225604");
        assertThat(keys.writeKey(0)).matches("[012]:event:1767225600000000");
    }

    @Test
    void constructor_badValues_failNamingThem() {
        assertThatThrownBy(() -> new EventTimeline(0, 0, 6)).hasMessage("tickMicros must be >= 1 but was 0");
        assertThatThrownBy(() -> new EventTimeline(0, 1, 16)).hasMessage("windowDigits must be in [1, 15] but was 16");
        assertThatThrownBy(() -> new Salts(0, 1)).hasMessage("salts must be >= 1 but was 0");
        assertThatThrownBy(() -> TimeSeriesLayout.byName("tree"))
                .hasMessage("unknown time-series layout 'tree'; known: range, salted-range, hash");
    }
}
