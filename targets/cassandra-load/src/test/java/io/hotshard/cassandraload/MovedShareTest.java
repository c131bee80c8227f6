package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class MovedShareTest {

    @Test
    void seed_threeNodesBefore_aQuarter() {
        assertThat(MovedShare.seed(3)).isEqualTo(0.25);
    }

    @Test
    void seed_noNodeBefore_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> MovedShare.seed(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("nodesBefore must be >= 1 but was 0");
    }

    @Test
    void measured_rfOne_newBytesOverTheOthers() {
        assertThat(MovedShare.measured(250, 1000, 1)).isCloseTo(0.25, within(1e-12));
    }

    @Test
    void measured_rfThree_theOthersHoldEachRowThreeTimes() {
        // 900 bytes on the others are 300 bytes of data; a node holding 225 of them holds three quarters.
        assertThat(MovedShare.measured(225, 900, 3)).isCloseTo(0.75, within(1e-12));
    }

    @Test
    void measured_othersHoldNothing_zero() {
        assertThat(MovedShare.measured(10, 0, 1)).isZero();
    }
}
