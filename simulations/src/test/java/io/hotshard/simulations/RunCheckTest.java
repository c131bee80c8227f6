package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class RunCheckTest {

    @Test
    void text_measuredNumbers_inThreeFiguresNotSeventeen() {
        assertThat(RunCheck.text(0.6157217059558947)).isEqualTo("0.616");
        assertThat(RunCheck.text(1.0644745612086204)).isEqualTo("1.06");
        assertThat(RunCheck.text(1474.21)).isEqualTo("1,474");
        assertThat(RunCheck.text(Double.NaN)).isEqualTo("NaN");
        assertThat(RunCheck.text("shard-3 at 61.6%")).isEqualTo("shard-3 at 61.6%");
        assertThat(RunCheck.text(42L)).isEqualTo("42");
    }
}
