package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class GrayZipfTest {

    /** YCSB ZipfianGenerator's constants and nextLong(items) for one uniform draw, written out from Gray et al. */
    private record YcsbZipfian(long items, double theta, double zetan, double alpha, double eta) {

        YcsbZipfian(long items, double theta) {
            this(items, theta, GoodnessOfFit.zeta(items, theta), 1.0 / (1.0 - theta),
                    (1 - Math.pow(2.0 / items, 1 - theta))
                            / (1 - GoodnessOfFit.zeta(2, theta) / GoodnessOfFit.zeta(items, theta)));
        }

        long rank(double u) {
            double uz = u * zetan;
            if (uz < 1.0) {
                return 0;
            }
            if (uz < 1.0 + Math.pow(0.5, theta)) {
                return 1;
            }
            return (long) (items * Math.pow(eta * u - eta + 1, alpha));
        }
    }

    @ParameterizedTest
    @CsvSource({"1, 0.99", "2, 0.99", "3, 0.99", "10, 0.5", "1000, 0.99", "1000, 0", "12345, 0.8"})
    void rank_gridOfUniformDraws_equalsYcsbFormula(long items, double theta) {
        GrayZipf zipf = new GrayZipf(items, theta);
        YcsbZipfian ycsb = new YcsbZipfian(items, theta);
        for (int k = 0; k < 100_000; k++) {
            double u = k / 100_000.0;
            assertThat(zipf.rank(u)).as("u=%s", u).isEqualTo(ycsb.rank(u));
        }
    }

    @Test
    void rank_drawsAroundBothEarlyReturns_equalYcsbFormula() {
        GrayZipf zipf = new GrayZipf(1000, 0.99);
        YcsbZipfian ycsb = new YcsbZipfian(1000, 0.99);
        double firstBound = 1 / ycsb.zetan();
        double secondBound = (1 + Math.pow(0.5, 0.99)) / ycsb.zetan();
        for (double u : new double[] {Math.nextDown(firstBound), firstBound, Math.nextDown(secondBound), secondBound}) {
            assertThat(zipf.rank(u)).as("u=%s", u).isEqualTo(ycsb.rank(u));
        }
        assertThat(zipf.rank(Math.nextDown(firstBound))).isZero();
        assertThat(zipf.rank(firstBound)).isEqualTo(1);
        assertThat(zipf.rank(Math.nextDown(secondBound))).isEqualTo(1);
        assertThat(zipf.rank(secondBound + 1e-9)).isEqualTo(2);
    }

    @Test
    void rank_drawJustBelowOne_isClampedToLastItemWhereYcsbOverruns() {
        double u = Math.nextDown(1.0);
        assertThat(new YcsbZipfian(1000, 0.99).rank(u)).isEqualTo(1000);
        assertThat(new GrayZipf(1000, 0.99).rank(u)).isEqualTo(999);
    }

    @Test
    void grow_largerCount_equalsFreshConstants() {
        GrayZipf grown = new GrayZipf(1000, 0.99).grow(1500);
        GrayZipf fresh = new GrayZipf(1500, 0.99);
        assertThat(grown.zetan()).isEqualTo(fresh.zetan());
        assertThat(grown.eta()).isEqualTo(fresh.eta());
        assertThat(grown.rank(0.987)).isEqualTo(fresh.rank(0.987));
    }

    @Test
    void constructor_thetaOne_failsPointingToExactSampler() {
        assertThatThrownBy(() -> new GrayZipf(100, 1.0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("but was 1.0").hasMessageContaining("zipfian-exact");
    }

    @Test
    void nextId_scriptedUniformDraws_returnsRankOfEachDraw() {
        long[] units = {0, 1L << 40, 3L << 50, (1L << 53) - 1};
        int[] next = {0};
        UniformRandomProvider scripted = () -> units[next[0]++] << 11;
        ZipfianKeys keys = new ZipfianKeys(1000, 0.99, scripted);
        GrayZipf zipf = new GrayZipf(1000, 0.99);
        for (long unit : units) {
            assertThat(keys.nextId()).isEqualTo(zipf.rank(unit * 0x1.0p-53));
        }
    }
}
