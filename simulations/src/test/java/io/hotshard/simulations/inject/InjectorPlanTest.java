package io.hotshard.simulations.inject;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.Seeds;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

final class InjectorPlanTest {

    @Test
    void share_anyTotalAndCount_sharesAddUpExactlyAndDifferByAtMostOne() {
        SplittableRandom random = new SplittableRandom(42);
        for (int trial = 0; trial < 2_000; trial++) {
            int injectors = 1 + random.nextInt(InjectorPlan.MAX_INJECTORS);
            long total = injectors + random.nextLong(1_000_000 - injectors);
            long[] shares = LongStream.range(0, injectors).map(i -> InjectorPlan.share(total, injectors, (int) i))
                    .toArray();

            assertThat(LongStream.of(shares).sum()).as("total %d over %d", total, injectors).isEqualTo(total);
            assertThat(LongStream.of(shares).max().orElseThrow() - LongStream.of(shares).min().orElseThrow())
                    .isLessThanOrEqualTo(1);
        }
    }

    @Test
    void share_1001Over2_firstInjectorTakesTheRemainder() {
        assertThat(InjectorPlan.share(1001, 2, 0)).isEqualTo(501);
        assertThat(InjectorPlan.share(1001, 2, 1)).isEqualTo(500);
    }

    @Test
    void share_rateBelowInjectorCount_failsNamingBoth() {
        assertThatThrownBy(() -> InjectorPlan.share(2, 3, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.rate must be >= hotshard.injectors (3) so that every injector sends, but was 2");
    }

    @Test
    void keySeed_indexZero_isTheRunSeedSoOneInjectorIsUnchanged() {
        assertThat(InjectorPlan.keySeed(42, 0)).isEqualTo(42);
    }

    @Test
    void keySeed_otherIndexes_derivedFromRunSeedAndIndexAllDistinct() {
        Set<Long> seeds = new HashSet<>();
        for (int i = 0; i < InjectorPlan.MAX_INJECTORS; i++) {
            seeds.add(InjectorPlan.keySeed(42, i));
        }

        assertThat(seeds).hasSize(InjectorPlan.MAX_INJECTORS);
        assertThat(InjectorPlan.keySeed(42, 3)).isEqualTo(Seeds.derive(42, "injector-3"))
                .isEqualTo(InjectorPlan.keySeed(42, 3)).isNotEqualTo(InjectorPlan.keySeed(43, 3));
    }

    @Test
    void from_noProperties_oneLeaderThatStartsNobody() {
        InjectorPlan plan = InjectorPlan.from(new SimProperties(Map.of()));

        assertThat(plan).isEqualTo(new InjectorPlan(1, 0, false));
        assertThat(plan.leadsOthers()).isFalse();
        assertThat(plan.writesInjectorFiles()).isFalse();
    }

    @Test
    void from_countOnly_leaderOfTheOthers() {
        InjectorPlan plan = InjectorPlan.from(new SimProperties(Map.of("hotshard.injectors", "3")));

        assertThat(plan.leadsOthers()).isTrue();
        assertThat(plan.index()).isZero();
    }

    @Test
    void from_countAndIndex_standaloneInjector() {
        InjectorPlan plan = InjectorPlan.from(new SimProperties(Map.of("hotshard.injectors", "3",
                "hotshard.injectorIndex", "2")));

        assertThat(plan).isEqualTo(new InjectorPlan(3, 2, true));
        assertThat(plan.leadsOthers()).isFalse();
        assertThat(plan.share(1000)).isEqualTo(333);
    }

    @Test
    void from_indexBeyondCount_failsNamingTheValue() {
        assertThatThrownBy(() -> InjectorPlan.from(new SimProperties(Map.of("hotshard.injectors", "2",
                "hotshard.injectorIndex", "2")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.injectorIndex must be between 0 and 1 but was '2'");
    }

    @Test
    void from_zeroInjectors_failsNamingTheValue() {
        assertThatThrownBy(() -> InjectorPlan.from(new SimProperties(Map.of("hotshard.injectors", "0"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.injectors must be between 1 and 64 but was '0'");
    }

    @Test
    void plannedArrivals_rampAndSteady_areaUnderTheProfile() {
        assertThat(InjectorPlan.plannedArrivals(51, Duration.ofSeconds(2), Duration.ofSeconds(6)))
                .isEqualTo(52 + 306.0);
        assertThat(InjectorPlan.plannedArrivals(100, Duration.ZERO, Duration.ofSeconds(10))).isEqualTo(1000.0);
    }
}
