package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

final class ChaosPlanTest {

    @Test
    void parse_mixedSteps_sortedByOffsetWithArguments() {
        ChaosPlan plan = ChaosPlan.parse("60s:pause:shard-2:5s, 20s:add:shard-4,40s:kill:shard-1,70s:slow:shard-3:10");

        assertThat(plan.steps()).extracting(ChaosStep::label)
                .containsExactly("add shard-4", "kill shard-1", "pause shard-2", "slow shard-3");
        assertThat(plan.steps().get(0).offset()).isEqualTo(Duration.ofSeconds(20));
        assertThat(plan.steps().get(2).faultDuration()).isEqualTo(Duration.ofSeconds(5));
        assertThat(plan.steps().get(3).argument()).isEqualTo(10.0);
        assertThat(plan.steps().get(1).faultDuration()).isZero();
        assertThat(plan.addedShards()).containsExactly("shard-4");
    }

    @Test
    void parse_migrateStep_targetsASpareWithItsThrottle() {
        ChaosPlan plan = ChaosPlan.parse("15s:migrate:shard-4:500,40s:kill:shard-1");

        ChaosStep migrate = plan.steps().get(0);
        assertThat(migrate.action()).isEqualTo(ChaosAction.MIGRATE);
        assertThat(migrate.target()).isEqualTo("shard-4");
        assertThat(migrate.throttleKeysPerSecond()).isEqualTo(500);
        assertThat(migrate.label()).isEqualTo("migrate shard-4");
        assertThat(plan.addedShards()).containsExactly("shard-4");
        assertThat(plan.migrates()).isTrue();
        assertThat(plan.steps().get(1).throttleKeysPerSecond()).isZero();
    }

    @Test
    void migrates_planWithoutMigrateStep_isFalse() {
        ChaosPlan plan = ChaosPlan.parse("20s:add:shard-4");

        assertThat(plan.migrates()).isFalse();
        assertThat(plan.addedShards()).containsExactly("shard-4");
    }

    @Test
    void addedShards_addAndMigrateOfTheSameSpare_listedOnce() {
        assertThat(ChaosPlan.parse("10s:migrate:shard-4:200,30s:add:shard-4,35s:add:shard-5").addedShards())
                .containsExactly("shard-4", "shard-5");
    }

    @Test
    void parse_blank_isEmpty() {
        assertThat(ChaosPlan.parse(" ").isEmpty()).isTrue();
        assertThat(ChaosPlan.parse(null).isEmpty()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "30s:explode:shard-1|unknown chaos action 'explode'; known: add, remove, kill, pause, slow, migrate",
        "30s:pause:shard-1|pause needs a fourth field",
        "30s:add:shard-1:5s|add takes no fourth field",
        "30s:kill:shard-1:fast|duration must be a number and a unit (us, ms, s, m or h), e.g. 500ms, 1.5s, 2m or 1h but was 'fast'",
        "soon:kill:shard-1|offset must be a number and a unit (us, ms, s, m or h), e.g. 500ms, 1.5s, 2m or 1h but was 'soon'",
        "30s:kill|must be offset:action:target[:argument]",
        "30s:slow:shard-1:fast|multiplier 'fast' is not a number",
        "30s:slow:shard-1:0|needs a positive argument but was 0.0",
        "15s:migrate:shard-4|migrate needs a fourth field",
        "15s:migrate:shard-4:fast|throttle 'fast' is not a number",
        "15s:migrate:500:shard-4|the target comes before the throttle, e.g. 15s:migrate:shard-4:500",
        "15s:migrate:shard-4:0|needs a positive argument but was 0.0",
        "15s:migrate:shard-4:-5|needs a positive argument but was -5.0",
        "15s:migrate:shard-4:2.5|a whole number in [1, 1000000], but was 2.5",
        "15s:migrate:shard-4:2000000|a whole number in [1, 1000000], but was 2000000.0"})
    void parse_badStep_failsNamingIt(String text, String message) {
        assertThatThrownBy(() -> ChaosPlan.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }
}
