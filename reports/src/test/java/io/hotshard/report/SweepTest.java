package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.analysis.Sweep;
import io.hotshard.report.analysis.SweepPoint;
import io.hotshard.report.analysis.UslFit;
import io.hotshard.report.analysis.UslFitTestData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SweepTest {

    @TempDir
    Path temp;

    @Test
    void analyze_ciscoBenchmarkAsPhases_fitsTheBookCoefficients() throws Exception {
        Path dir = temp.resolve("cisco");
        SweepFixture.write(dir, UslFitTestData.CISCO, 20, true);
        Sweep sweep = ReportWriter.analyze(dir, ReportOptions.defaults()).sweep().orElseThrow();
        assertThat(sweep.points()).hasSize(32);
        SweepPoint first = sweep.points().get(0);
        assertThat(first.throughputPerSecond()).isCloseTo(955.16, within(0.01));
        assertThat(first.offeredRatePerSecond()).isCloseTo(955.16 * 1.2, within(1e-9));
        assertThat(first.concurrencySource()).isEqualTo("detail.concurrency");
        UslFit fit = sweep.fit().orElseThrow();
        assertThat(fit.sigma()).isCloseTo(UslFitTestData.BOOK_SIGMA, within(UslFitTestData.BOOK_SIGMA * 5e-4));
        assertThat(fit.kappa()).isCloseTo(UslFitTestData.BOOK_KAPPA, within(UslFitTestData.BOOK_KAPPA * 5e-4));
        assertThat(fit.lambda()).isCloseTo(UslFitTestData.BOOK_LAMBDA, within(UslFitTestData.BOOK_LAMBDA * 5e-4));
        assertThat((int) fit.peakConcurrency()).isEqualTo(UslFitTestData.BOOK_N_MAX);
        String html = Files.readString(ReportWriter.write(dir, ReportOptions.defaults()).get(0));
        assertThat(html).contains("Universal Scalability Law fit", "Throughput vs offered load", "N* = 35.6");
        double highest = Arrays.stream(UslFitTestData.CISCO).mapToDouble(point -> point[1]).max().orElseThrow();
        assertThat(dir.resolve("report.md")).content().contains(String.format(Locale.ROOT, "(unchecked: the fit's "
                + "extrapolation, which no run at N* checks; the sweep's highest measured throughput was %.1f req/s)",
                highest));
    }

    @Test
    void analyze_phasesWithoutConcurrency_usesLittlesLaw() throws Exception {
        UslFit truth = new UslFit(0.05, 0.002, 120, 1);
        double[] ns = {1, 2, 4, 8, 12, 16, 24, 32, 48};
        double[][] points = new double[ns.length][];
        for (int i = 0; i < ns.length; i++) {
            points[i] = new double[] {ns[i], truth.throughputAt(ns[i])};
        }
        Path dir = temp.resolve("little");
        SweepFixture.write(dir, points, 5, false);
        Sweep sweep = ReportWriter.analyze(dir, ReportOptions.defaults()).sweep().orElseThrow();
        assertThat(sweep.points().get(3).concurrencySource()).isEqualTo("Little's law");
        assertThat(sweep.points().get(3).concurrency()).isCloseTo(8, within(8 * 0.005));
        UslFit fit = sweep.fit().orElseThrow();
        assertThat(fit.sigma()).isCloseTo(0.05, within(0.05 * 0.03));
        assertThat(fit.kappa()).isCloseTo(0.002, within(0.002 * 0.03));
        assertThat(sweep.fitNote()).startsWith("N is the mean number of requests in flight, by Little's law");
    }

    @Test
    void analyze_threePhases_reportsNoFitAndWhy() throws Exception {
        Path dir = temp.resolve("short");
        SweepFixture.write(dir, new double[][] {{1, 100}, {2, 190}, {4, 350}}, 2, true);
        Sweep sweep = ReportWriter.analyze(dir, ReportOptions.defaults()).sweep().orElseThrow();
        assertThat(sweep.fit()).isEmpty();
        assertThat(sweep.fitNote()).isEqualTo("no USL fit: 3 phase(s) with a usable N and X, at least 4 needed");
    }
}
