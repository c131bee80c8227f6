package io.hotshard.timeseries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.keys.KeyRandom;
import io.hotshard.storeload.SimProperties;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

final class TimeSeriesWorkloadTest {

    private static final EventTimeline TIMELINE = new EventTimeline(TimeSeriesSettings.DEFAULT_ORIGIN_MICROS, 1_000, 5);

    @Test
    void next_fixedSeed_readShareFitsTheProportionAndWritesIncrease() {
        TimeSeriesWorkload workload = workload(TimeSeriesLayout.RANGE, 4, 3);
        long reads = 0;
        String previous = "";
        int draws = 50_000;
        for (int i = 0; i < draws; i++) {
            TimeSeriesOperation op = workload.next();
            if (op.write()) {
                assertThat(op.key()).isGreaterThan(previous);
                previous = op.key();
            } else {
                reads++;
            }
        }

        double p = new ChiSquareTest().chiSquareTest(new double[] {0.1 * draws, 0.9 * draws},
                new long[] {reads, draws - reads});
        assertThat(p).isGreaterThan(1e-3);
        assertThat(workload.written()).isEqualTo(draws - reads);
    }

    @Test
    void next_reads_askARecentWindowOfTheNewestEvents() {
        TimeSeriesWorkload workload = workload(TimeSeriesLayout.RANGE, 4, 3);
        for (int i = 0; i < 20_000; i++) {
            TimeSeriesOperation op = workload.next();
            if (!op.write()) {
                long newest = TIMELINE.windowOf(TIMELINE.timestampOf(Math.max(0, workload.written() - 1)));
                long asked = Long.parseLong(prefixes(op.query()).get(0).substring(EventTimeline.PREFIX.length()))
;
                assertThat(asked).isBetween(newest - 2, newest);
            }
        }
    }

    @Test
    void query_salted_oneRoutedPrefixPerSaltWithoutListingKeys() {
        TimeSeriesWorkload workload = workload(TimeSeriesLayout.SALTED_RANGE, 4, 1);

        String query = workload.query(17_672_256_000L);

        assertThat(prefixes(query)).containsExactly("0:event:17672256000", "1:event:17672256000",
                "2:event:17672256000", "3:event:17672256000");
        assertThat(query).endsWith("&route=owners&limit=0").contains("q=0%3Aevent%3A17672256000&");
    }

    @Test
    void constructor_badProportion_failsNamingIt() {
        TimeSeriesKeys keys = new TimeSeriesKeys(TimeSeriesLayout.HASH, TIMELINE, new Salts(4, 1));
        assertThatThrownBy(() -> new TimeSeriesWorkload(keys, KeyRandom.fromSeed(1), 1.5, 3))
                .hasMessage("readProportion must be in [0, 1] but was 1.5");
        assertThatThrownBy(() -> new TimeSeriesWorkload(keys, KeyRandom.fromSeed(1), 0.1, 0))
                .hasMessage("recentWindows must be >= 1 but was 0");
    }

    @Test
    void from_properties_defaultsAndBadValues() {
        TimeSeriesSettings defaults = TimeSeriesSettings.from(new SimProperties(Map.of()), 4, 1_000);
        assertThat(defaults.layout()).isEqualTo(TimeSeriesLayout.RANGE);
        assertThat(defaults.salts()).isEqualTo(4);
        assertThat(defaults.timeline().tickMicros()).isEqualTo(1_000);
        assertThat(defaults.timeline().windowMicros()).isEqualTo(1_000_000);
        assertThat(defaults.legsPerRead(4)).isEqualTo(1);

        TimeSeriesSettings salted = TimeSeriesSettings.from(new SimProperties(Map.of("hotshard.timeseries.layout",
                "salted-range", "hotshard.timeseries.salts", "8")), 4, 1_000);
        assertThat(salted.legsPerRead(4)).isEqualTo(8);
        assertThat(TimeSeriesSettings.from(new SimProperties(Map.of("hotshard.timeseries.layout", "hash")), 4, 1_000)
                .legsPerRead(4)).isEqualTo(4);
        assertThatThrownBy(() -> TimeSeriesSettings.from(new SimProperties(Map.of("hotshard.timeseries.salts", "0")),
                4, 1_000)).hasMessage("hotshard.timeseries.salts must be between 1 and 10000 but was '0'");
    }

    private static TimeSeriesWorkload workload(TimeSeriesLayout layout, int salts, int recentWindows) {
        return new TimeSeriesWorkload(new TimeSeriesKeys(layout, TIMELINE, new Salts(salts, 42)), KeyRandom.fromSeed(7),
                0.1, recentWindows);
    }

    private static List<String> prefixes(String query) {
        return Arrays.stream(query.split("&")).filter(p -> p.startsWith("q="))
                .map(p -> URLDecoder.decode(p.substring(2), StandardCharsets.UTF_8)).toList();
    }
}
