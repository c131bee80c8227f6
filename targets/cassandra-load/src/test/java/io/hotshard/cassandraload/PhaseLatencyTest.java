package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class PhaseLatencyTest {

    private static Histogram interval(long startMillis, long micros) {
        Histogram h = new Histogram(3);
        h.setStartTimeStamp(startMillis);
        h.setEndTimeStamp(startMillis + 1000);
        for (int i = 0; i < 100; i++) {
            h.recordValue(micros);
        }
        return h;
    }

    @Test
    void of_intervalsAroundASpan_splitBeforeDuringAfter() {
        List<Histogram> intervals = List.of(interval(0, 1000), interval(1000, 1000), interval(2000, 50_000),
                interval(3000, 40_000), interval(4000, 2000));

        PhaseLatency latency = PhaseLatency.of(intervals, 2000, 3500);

        assertThat(latency.beforeMs()).isCloseTo(1.0, within(0.01));
        assertThat(latency.duringMs()).isCloseTo(50.0, within(0.1));
        assertThat(latency.afterMs()).isCloseTo(2.0, within(0.01));
    }

    @Test
    void of_spanOverTheWholeRun_beforeAndAfterEmpty() {
        PhaseLatency latency = PhaseLatency.of(List.of(interval(1000, 1000)), 500, 5000);

        assertThat(latency.beforeMs()).isEqualTo(-1);
        assertThat(latency.duringMs()).isCloseTo(1.0, within(0.01));
        assertThat(latency.afterMs()).isEqualTo(-1);
    }
}
