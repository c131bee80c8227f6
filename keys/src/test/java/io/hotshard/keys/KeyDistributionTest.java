package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class KeyDistributionTest {

    private static final KeyOptions OPTIONS = KeyOptions.defaults(500);

    private static List<String> draw(KeyDistribution distribution, long seed, int count) {
        KeyGenerator keys = distribution.create(OPTIONS, KeyRandom.fromSeed(seed));
        List<String> drawn = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            drawn.add(keys.nextKey());
        }
        return drawn;
    }

    @ParameterizedTest
    @EnumSource(KeyDistribution.class)
    void create_sameSeed_replaysSameKeys(KeyDistribution distribution) {
        assertThat(draw(distribution, 7, 2000)).isEqualTo(draw(distribution, 7, 2000));
    }

    @ParameterizedTest
    @EnumSource(value = KeyDistribution.class, names = "SEQUENTIAL", mode = EnumSource.Mode.EXCLUDE)
    void create_otherSeed_drawsOtherKeys(KeyDistribution distribution) {
        assertThat(draw(distribution, 7, 2000)).isNotEqualTo(draw(distribution, 8, 2000));
    }

    @ParameterizedTest
    @EnumSource(KeyDistribution.class)
    void nextId_anyDistribution_staysInItsIdSpace(KeyDistribution distribution) {
        long bound = distribution == KeyDistribution.CATEGORY ? OPTIONS.category().categories() : OPTIONS.items();
        KeyGenerator keys = distribution.create(OPTIONS, KeyRandom.fromSeed(3));
        for (int i = 0; i < 20_000; i++) {
            assertThat(keys.nextId()).isBetween(0L, bound - 1);
        }
    }

    @ParameterizedTest
    @EnumSource(KeyDistribution.class)
    void byName_id_returnsSameConstant(KeyDistribution distribution) {
        assertThat(KeyDistribution.byName(distribution.id())).isSameAs(distribution);
    }

    @Test
    void byName_unknown_failsListingKnownNames() {
        assertThatThrownBy(() -> KeyDistribution.byName("pareto")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown key distribution 'pareto'; known: uniform, zipfian, zipfian-exact, hotspot, "
                        + "celebrity, latest, exponential, sequential, category");
    }

    @Test
    void create_scrambledLatest_failsNamingScramblableOnes() {
        assertThatThrownBy(() -> KeyDistribution.LATEST.create(OPTIONS.withScrambled(true), KeyRandom.fromSeed(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not to latest")
                .hasMessageContaining("zipfian-exact");
    }

    @Test
    void nextKey_defaultFormats_followTheDistribution() {
        assertThat(KeyDistribution.ZIPFIAN.create(KeyOptions.defaults(1), KeyRandom.fromSeed(1)).nextKey())
                .isEqualTo("key0");
        assertThat(draw(KeyDistribution.SEQUENTIAL, 1, 2)).containsExactly("key000000000", "key000000001");
        assertThat(KeyDistribution.SEQUENTIAL.defaultKeyFormat(KeyOptions.defaults(20_000_000_000L)).pattern())
                .isEqualTo("key%011d");
        assertThat(draw(KeyDistribution.CATEGORY, 1, 50)).allMatch(k -> k.matches("category:[0-3]"));
    }

    @Test
    void celebrity_restNotAStaticDistribution_failsListingAllowedOnes() {
        assertThatThrownBy(() -> new CelebrityOptions(0.2, 1, KeyDistribution.LATEST))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("celebrity rest distribution must be one of uniform, zipfian, zipfian-exact "
                        + "but was latest");
    }

    @Test
    void celebrity_asManyCelebritiesAsItemsWithShareBelowOne_fails() {
        KeyOptions options = KeyOptions.defaults(3)
                .withCelebrity(new CelebrityOptions(0.5, 3, KeyDistribution.UNIFORM));
        assertThatThrownBy(() -> KeyDistribution.CELEBRITY.create(options, KeyRandom.fromSeed(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("but was 3 with share 0.5");
    }

    @Test
    void hotspot_hotSetRoundingToNothing_failsInsteadOfDividingByZero() {
        KeyOptions options = KeyOptions.defaults(10).withHotspot(new HotspotOptions(0.05, 0.8));
        assertThatThrownBy(() -> KeyDistribution.HOTSPOT.create(options, KeyRandom.fromSeed(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hot data fraction 0.05 of 10 items leaves an empty hot set, but hot op fraction is 0.8");
    }

    @Test
    void zipfianExact_moreItemsThanAnInt_failsNamingLimit() {
        assertThatThrownBy(() -> new ZipfianExactKeys(3_000_000_000L, 0.99, KeyRandom.fromSeed(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("items must be <= 2147483647 for zipfian-exact but was 3000000000");
    }

    @Test
    void keyFeeder_next_returnsOneKeyUnderAttribute() {
        KeyFeeder feeder = new KeyFeeder(new SequentialKeys(10), "key");
        assertThat(feeder.hasNext()).isTrue();
        assertThat(feeder.next()).isEqualTo(Map.of("key", "key0"));
        assertThat(feeder.next()).isEqualTo(Map.of("key", "key1"));
    }

    @Test
    void insertCounter_next_claimsConsecutiveIds() {
        InsertCounter counter = new InsertCounter(5);
        assertThat(counter.next()).isEqualTo(5);
        assertThat(counter.next()).isEqualTo(6);
        assertThat(counter.count()).isEqualTo(7);
    }
}
