package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.run.FidelityLogs;
import io.hotshard.report.run.IntervalHistogram;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class ModelCheckHalfWidthTest {

    /** Student's t at 97.5% for 4 degrees of freedom, from a printed table (NIST/SEMATECH e-Handbook, 1.3.6.7.2). */
    private static final double T_4_DF = 2.776;
    /** The same for 19 degrees of freedom. */
    private static final double T_19_DF = 2.093;

    @Test
    void halfWidthMicros_fiveSecondsOfEqualWeight_usesStudentsTForFourDegreesOfFreedom() {
        double[] waits = {100, 200, 300, 400, 500};

        double halfWidth = ModelCheck.halfWidthMicros(new double[waits.length], equalCounts(waits.length),
                logs(waits));

        // Five batches of one second each, equal weights: the textbook t s / sqrt(n), s² = Σ(x - 300)² / 4 = 25,000.
        double standardError = Math.sqrt(25_000.0 / 5);
        assertThat(halfWidth).isCloseTo(T_4_DF * standardError, within(0.001 * standardError));
    }

    @Test
    void halfWidthMicros_twentySecondsOfEqualWeight_usesStudentsTForNineteenDegreesOfFreedom() {
        double[] waits = new double[ModelCheck.BATCHES];
        for (int s = 0; s < waits.length; s++) {
            waits[s] = 100 * (s % 5 + 1);
        }

        double halfWidth = ModelCheck.halfWidthMicros(new double[waits.length], equalCounts(waits.length),
                logs(waits));

        // Twenty batches of one second: 100..500 four times, s² = 4 × 100,000 / 19.
        double standardError = Math.sqrt(400_000.0 / 19 / 20);
        assertThat(halfWidth).isCloseTo(T_19_DF * standardError, within(0.001 * standardError));
    }

    private static long[] equalCounts(int seconds) {
        long[] accepted = new long[seconds];
        Arrays.fill(accepted, 10);
        return accepted;
    }

    /** One interval per second whose waits are all {@code waits[s]} µs, ten of them. */
    private static FidelityLogs logs(double[] waits) {
        List<IntervalHistogram> intervals = new ArrayList<>();
        Histogram total = new Histogram(3);
        for (int s = 0; s < waits.length; s++) {
            Histogram h = new Histogram(3);
            h.recordValueWithCount((long) waits[s], 10);
            total.add(h);
            intervals.add(new IntervalHistogram(s, s + 1, h));
        }
        return new FidelityLogs(total, new Histogram(3), new Histogram(3), new Histogram(3), intervals);
    }
}
