package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.IntervalHistogram;
import io.hotshard.report.run.RouterSecond;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class MoveImpactTest {

    /** Thirty one-second intervals of 100 requests: 1 ms before second 10, 5 ms until 20, 2 ms after. */
    private static Optional<HlogSeries> latency() {
        List<IntervalHistogram> intervals = new ArrayList<>();
        Histogram total = new Histogram(3);
        for (int second = 0; second < 30; second++) {
            Histogram histogram = new Histogram(3);
            histogram.recordValueWithCount(second < 10 ? 1_000 : second < 20 ? 5_000 : 2_000, 100);
            intervals.add(new IntervalHistogram(second, second + 1, histogram));
            total.add(histogram);
        }
        return Optional.of(new HlogSeries("router-single-key.hlog", intervals, total));
    }

    private static List<RouterSecond> router(int... notFoundAt) {
        List<RouterSecond> seconds = new ArrayList<>();
        for (int second = 0; second < 30; second++) {
            int at = second;
            long notFound = Arrays.stream(notFoundAt).filter(s -> s == at).count() * 3;
            seconds.add(new RouterSecond(second, 100, 100 - notFound, notFound, 0, 0, 0, 0, 1, 1, 1, 1));
        }
        return seconds;
    }

    @Test
    void of_migrationWindow_splitsLatencyAndNotFoundIntoThreeWindows() {
        MoveImpact impact = MoveImpact.of(latency(), router(12, 13, 25), 2, 10, 20);

        assertThat(impact.before().requests()).isEqualTo(800);
        assertThat(impact.during().requests()).isEqualTo(1000);
        assertThat(impact.after().requests()).isEqualTo(1000);
        assertThat(impact.before().p99Micros()).isCloseTo(1_000, within(5.0));
        assertThat(impact.during().p99Micros()).isCloseTo(5_000, within(25.0));
        assertThat(impact.after().p99Micros()).isCloseTo(2_000, within(10.0));
        assertThat(impact.before().responses4xx()).isZero();
        assertThat(impact.during().responses4xx()).isEqualTo(6);
        assertThat(impact.after().responses4xx()).isEqualTo(3);
        assertThat(impact.durationSeconds()).isEqualTo(10.0);
    }

    @Test
    void of_plainAdd_hasAnEmptyDuringWindow() {
        MoveImpact impact = MoveImpact.of(latency(), router(16, 17), 2, 15, 15);

        assertThat(impact.during().requests()).isZero();
        assertThat(impact.during().p99Micros()).isNaN();
        assertThat(impact.durationSeconds()).isZero();
        assertThat(impact.after().responses4xx()).isEqualTo(6);
    }

    @Test
    void of_addWithinASecond_countsThatSecondAfterTheAdd() {
        MoveImpact impact = MoveImpact.of(latency(), router(20, 21), 2, 20.6, 20.6);

        assertThat(impact.before().responses4xx()).isZero();
        assertThat(impact.before().requests()).isEqualTo(1800);
        assertThat(impact.after().responses4xx()).isEqualTo(6);
        assertThat(impact.after().requests()).isEqualTo(1000);
    }

    @Test
    void of_moveThatNeverEnded_hasAnEmptyAfterWindow() {
        MoveImpact impact = MoveImpact.of(Optional.empty(), router(), 2, 15, Double.POSITIVE_INFINITY);

        assertThat(impact.after().requests()).isZero();
        assertThat(impact.during().p99Micros()).isNaN();
        assertThat(impact.durationSeconds()).isInfinite();
    }

    @Test
    void new_endBeforeStart_failsNamingBoth() {
        MoveImpact.Window empty = new MoveImpact.Window(0, 0, 0, Double.NaN, 0);

        assertThatThrownBy(() -> new MoveImpact(20, 10, empty, empty, empty))
                .hasMessage("a move must end at or after its start but ran from 20.0 s to 10.0 s");
    }
}
