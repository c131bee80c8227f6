package io.hotshard.keys;

import static io.hotshard.keys.GoodnessOfFit.ALPHA;
import static io.hotshard.keys.GoodnessOfFit.counts;
import static io.hotshard.keys.GoodnessOfFit.pValue;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Chi-square goodness of fit of every generator against its analytical distribution, at fixed seeds. */
final class DistributionFitTest {

    private static final int DRAWS = 200_000;
    private static final int N = 1000;

    private static UniformRandomProvider rng() {
        return KeyRandom.fromSeed(42);
    }

    @Test
    void uniform_fixedSeed_fitsEqualProbabilities() {
        double[] pmf = new double[N];
        Arrays.fill(pmf, 1.0 / N);
        assertThat(pValue(pmf, counts(new UniformKeys(N, rng()), N, DRAWS))).isGreaterThan(ALPHA);
    }

    @ParameterizedTest
    @CsvSource({"0.99", "0.5", "0.2"})
    void zipfian_fixedSeed_fitsGrayPmf(double theta) {
        long[] observed = counts(new ZipfianKeys(N, theta, rng()), N, DRAWS);
        assertThat(pValue(GoodnessOfFit.grayPmf(N, theta), observed)).isGreaterThan(ALPHA);
    }

    @Test
    void zipfian_firstTwoRanks_haveExactZipfProbabilities() {
        double[] gray = GoodnessOfFit.grayPmf(N, 0.99);
        double[] zipf = GoodnessOfFit.zipfPmf(N, 0.99);
        assertThat(gray[0]).isCloseTo(zipf[0], within(1e-15));
        assertThat(gray[1]).isCloseTo(zipf[1], within(1e-15));
    }

    @Test
    void zipfian_largeSample_isRejectedAsExactZipf() {
        long[] observed = counts(new ZipfianKeys(N, 0.99, rng()), N, 1_000_000);
        // Gray's continuous approximation over-weights rank 2 by ~17% at n = 1000: visible at 10^6 draws.
        assertThat(pValue(GoodnessOfFit.zipfPmf(N, 0.99), observed)).isLessThan(1e-9);
        assertThat(observed[2] / (GoodnessOfFit.zipfPmf(N, 0.99)[2] * 1_000_000)).isBetween(1.1, 1.25);
    }

    @ParameterizedTest
    @CsvSource({"0.99", "0.5", "1.0", "1.5"})
    void zipfianExact_fixedSeed_fitsZetaPmf(double theta) {
        long[] observed = counts(new ZipfianExactKeys(N, theta, rng()), N, DRAWS);
        assertThat(pValue(GoodnessOfFit.zipfPmf(N, theta), observed)).isGreaterThan(ALPHA);
    }

    @Test
    void scrambledZipfian_fixedSeed_fitsHashedGrayPmf() {
        KeyGenerator keys = new ScrambledKeys(new ZipfianKeys(N, 0.99, rng()), N);
        double[] pmf = GoodnessOfFit.scrambledPmf(GoodnessOfFit.grayPmf(N, 0.99));
        assertThat(pValue(pmf, counts(keys, N, DRAWS))).isGreaterThan(ALPHA);
    }

    @Test
    void scrambledZipfianExact_fixedSeed_fitsHashedZetaPmf() {
        KeyGenerator keys = KeyDistribution.ZIPFIAN_EXACT.create(KeyOptions.defaults(N).withScrambled(true), rng());
        double[] pmf = GoodnessOfFit.scrambledPmf(GoodnessOfFit.zipfPmf(N, 0.99));
        assertThat(pValue(pmf, counts(keys, N, DRAWS))).isGreaterThan(ALPHA);
    }

    @Test
    void scrambled_rankFrequencies_matchUnscrambledOnTheHottestRanks() {
        long[] plain = counts(new ZipfianKeys(N, 0.99, KeyRandom.fromSeed(9)), N, DRAWS);
        long[] scrambled = counts(new ScrambledKeys(new ZipfianKeys(N, 0.99, KeyRandom.fromSeed(9)), N), N, DRAWS);
        for (int rank = 0; rank < 3; rank++) {
            int id = (int) ScrambledKeys.scramble(rank, N);
            // Same seed, same ranks: the id of a hot rank holds at least that rank's draws.
            assertThat(scrambled[id]).as("rank %d at id %d", rank, id).isGreaterThanOrEqualTo(plain[rank]);
        }
        double[] pmf = GoodnessOfFit.scrambledPmf(GoodnessOfFit.grayPmf(N, 0.99));
        long outsideImage = Arrays.stream(pmf).filter(p -> p == 0).count();
        // Hashing modulo n is no permutation: about n/e ids are never hit, and no draw lands on them.
        assertThat(Arrays.stream(scrambled).filter(c -> c == 0).count()).isEqualTo(outsideImage);
        assertThat(outsideImage).isBetween(330L, 400L);
    }

    @ParameterizedTest
    @CsvSource({"1000, 0.2, 0.8", "999, 0.25, 0.9", "1000, 0.01, 0.5"})
    void hotspot_fixedSeed_fitsHotAndColdUniforms(int items, double hotData, double hotOps) {
        HotspotOptions options = new HotspotOptions(hotData, hotOps);
        long hot = options.hotItems(items);
        double[] pmf = new double[items];
        for (int i = 0; i < items; i++) {
            pmf[i] = i < hot ? hotOps / hot : (1 - hotOps) / (items - hot);
        }
        assertThat(pValue(pmf, counts(new HotspotKeys(items, options, rng()), items, DRAWS))).isGreaterThan(ALPHA);
    }

    @Test
    void celebrity_uniformRest_fitsSharePlusUniform() {
        KeyOptions options = KeyOptions.defaults(N)
                .withCelebrity(new CelebrityOptions(0.3, 3, KeyDistribution.UNIFORM));
        double[] pmf = new double[N];
        for (int i = 0; i < N; i++) {
            pmf[i] = i < 3 ? 0.1 : 0.7 / (N - 3);
        }
        assertThat(pValue(pmf, counts(KeyDistribution.CELEBRITY.create(options, rng()), N, DRAWS)))
                .isGreaterThan(ALPHA);
    }

    @Test
    void celebrity_zipfianRest_fitsSharePlusShiftedGrayPmf() {
        KeyOptions options = KeyOptions.defaults(N)
                .withCelebrity(new CelebrityOptions(0.5, 1, KeyDistribution.ZIPFIAN));
        double[] rest = GoodnessOfFit.grayPmf(N - 1, 0.99);
        double[] pmf = new double[N];
        pmf[0] = 0.5;
        for (int i = 1; i < N; i++) {
            pmf[i] = 0.5 * rest[i - 1];
        }
        assertThat(pValue(pmf, counts(KeyDistribution.CELEBRITY.create(options, rng()), N, DRAWS)))
                .isGreaterThan(ALPHA);
    }

    @Test
    void latest_fixedCount_fitsReversedGrayPmf() {
        KeyGenerator keys = new LatestKeys(new InsertCounter(N), 0.99, rng());
        double[] pmf = GoodnessOfFit.reversed(GoodnessOfFit.grayPmf(N, 0.99));
        assertThat(pValue(pmf, counts(keys, N, DRAWS))).isGreaterThan(ALPHA);
    }

    @Test
    void latest_afterInserts_followsTheNewestKeys() {
        InsertCounter inserted = new InsertCounter(N / 2);
        KeyGenerator keys = new LatestKeys(inserted, 0.99, rng());
        counts(keys, N / 2, 10_000);
        for (int i = 0; i < N / 2; i++) {
            inserted.next();
        }
        double[] pmf = GoodnessOfFit.reversed(GoodnessOfFit.grayPmf(N, 0.99));
        assertThat(pValue(pmf, counts(keys, N, DRAWS))).isGreaterThan(ALPHA);
    }

    @Test
    void exponential_fixedSeed_fitsTruncatedGeometricFromNewest() {
        ExponentialOptions options = ExponentialOptions.DEFAULT;
        double gamma = -Math.log(1 - options.percentile() / 100) / (N * options.fraction());
        double kept = 1 - Math.exp(-gamma * N);
        double[] pmf = new double[N];
        for (int j = 0; j < N; j++) {
            pmf[N - 1 - j] = Math.exp(-gamma * j) * (1 - Math.exp(-gamma)) / kept;
        }
        assertThat(pValue(pmf, counts(new ExponentialKeys(N, options, rng()), N, DRAWS))).isGreaterThan(ALPHA);
    }

    @ParameterizedTest
    @CsvSource({"4, 0, 0.8", "6, 3, 0.5", "2, 1, 0.05"})
    void category_fixedSeed_fitsHotShareAndEvenRest(int categories, int hot, double share) {
        double[] pmf = new double[categories];
        for (int c = 0; c < categories; c++) {
            pmf[c] = c == hot ? share : (1 - share) / (categories - 1);
        }
        KeyGenerator keys = new CategoryKeys(new CategoryOptions(categories, hot, share), rng());
        assertThat(pValue(pmf, counts(keys, categories, DRAWS))).isGreaterThan(ALPHA);
    }

    @Test
    void sequential_drawsBeyondItems_countUpThenWrap() {
        SequentialKeys keys = new SequentialKeys(3);
        long[] ids = new long[7];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = keys.nextId();
        }
        assertThat(ids).containsExactly(0, 1, 2, 0, 1, 2, 0);
    }
}
