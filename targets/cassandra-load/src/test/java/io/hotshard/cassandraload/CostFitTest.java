package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CostLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

final class CostFitTest {

    /** A ramp of {@code seconds} one-second points from {@code from}/s up, at {@code fixed} cores + {@code micros}. */
    private static List<double[]> ramp(int seconds, double from, double step, double fixed, double micros,
                                       double noise) {
        SplittableRandom random = new SplittableRandom(46);
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < seconds; i++) {
            double rate = from + step * i;
            points.add(new double[] {rate, fixed + rate * micros / 1e6 + noise * (random.nextDouble() - 0.5)});
        }
        return points;
    }

    @Test
    void line_rampWithKnownFixedPartAndSlope_givesThemBack() {
        // 0.34 core + 67 µs per request, with ±0.01 core of noise, from 100/s to 6,100/s.
        CostLine line = CostFit.line(ramp(60, 100, 100, 0.34, 67, 0.02), 250);

        assertThat(line.method()).isEqualTo(CostLine.MARGINAL);
        assertThat(line.fixedCores()).isCloseTo(0.34, within(0.01));
        assertThat(line.microsPerRequest()).isCloseTo(67.0, within(1.0));
        assertThat(line.r2()).isGreaterThan(0.99);
        assertThat(line.samples()).isEqualTo(60);
    }

    @Test
    void line_flatRate_fallsBackToTheAverage() {
        // The rate only moves between 1,000 and 1,100/s, 10% of its mean: no line to trust, however well it fits.
        CostLine line = CostFit.line(ramp(60, 1_000, 100.0 / 59, 0.34, 67, 0), 250);

        assertThat(line.method()).isEqualTo(CostLine.AVERAGE);
        assertThat(line.fixedCores()).isZero();
        assertThat(line.microsPerRequest()).isEqualTo(250);
        assertThat(line.rateRange()).isLessThan(CostLine.MIN_RATE_RANGE);
    }

    @Test
    void line_tooFewSamples_fallsBackToTheAverage() {
        CostLine line = CostFit.line(ramp(CostLine.MIN_SAMPLES - 1, 100, 100, 0.34, 67, 0), 250);

        assertThat(line.method()).isEqualTo(CostLine.AVERAGE);
        assertThat(line.microsPerRequest()).isEqualTo(250);
    }

    @Test
    void line_noisyCpu_fallsBackToTheAverage() {
        // ±0.5 core of noise over a line that rises 0.4 core: R² far under 0.5.
        CostLine line = CostFit.line(ramp(60, 100, 100, 0.34, 67, 1.0), 250);

        assertThat(line.r2()).isLessThan(CostLine.MIN_R2);
        assertThat(line.method()).isEqualTo(CostLine.AVERAGE);
    }

    @Test
    void capacity_nodeAndClientOnRamps_runOutWhereTheCoresLeftByTheFixedPartsAreUsed() {
        // One node serving every request at 0.3 core + 100 µs, the client at 0.2 core + 50 µs, over a ramp whose
        // totals give a much higher average cost: the machine's 2 cores run out at (2 - 0.5) / 150 µs = 10,000/s.
        List<CassandraNodeSample> samples = new ArrayList<>();
        List<ClientSample> rounds = new ArrayList<>();
        long served = 0;
        long nodeCpu = 0;
        long clientCpu = 0;
        for (int i = 0; i <= 30; i++) {
            samples.add(new CassandraNodeSample(i * 1000L, "127.0.0.141", served, 0, served, 0, 0, 0, 0, 0, 0, 0, nodeCpu));
            rounds.add(new ClientSample(i * 1000L, served, clientCpu));
            long rate = 100L * (i + 1);
            served += rate;
            nodeCpu += (long) (0.3e9 + rate * 100_000L);
            clientCpu += (long) (0.2e9 + rate * 50_000L);
        }
        CassandraNodeSample last = samples.get(samples.size() - 1);
        NodeTotals totals = NodeTotals.of(samples.get(0)).with(last);

        CassandraCapacity plan = NodeCosts.capacity(Map.of("127.0.0.141", totals), CpuSeries.of(samples, rounds),
                rounds.get(rounds.size() - 1).processCpuNanos(), last.localReads(), 2);

        assertThat(plan.method()).isEqualTo(CostLine.MARGINAL);
        assertThat(plan.nodes().get(0).line().fixedCores()).isCloseTo(0.3, within(1e-6));
        assertThat(plan.client().microsPerRequest()).isCloseTo(50.0, within(1e-6));
        assertThat(plan.fixedCores()).isCloseTo(0.5, within(1e-6));
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isCloseTo(10_000.0, within(1e-3));
        // The node alone: (2 - 0.3) / 100 µs.
        assertThat(plan.hottestNodeSaturatesAtClientRequestsPerSecond()).isCloseTo(17_000.0, within(1e-3));
    }
}
