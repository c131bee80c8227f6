package io.hotshard.keys.queries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class FanOutTailTest {

    @Test
    void p99OverOneShard_singleShardQueries_isOne() {
        assertThat(FanOutTail.p99OverOneShard(new double[] {0, 10})).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void p99OverOneShard_everyQueryOverTwoShards_isWhereTheSlowerOfTwoMeetsTheP99() {
        // F(x)^2 = 0.99 with F exponential: x = -ln(1 - sqrt(0.99)) against one shard's -ln(0.01).
        double expected = Math.log(1 - Math.sqrt(0.99)) / Math.log(0.01);

        assertThat(FanOutTail.p99OverOneShard(new double[] {0, 0, 5})).isCloseTo(expected, within(1e-9));
    }

    @Test
    void p99OverOneShard_halfOverSixteenShards_liesBetweenOneShardAndAllOverSixteen() {
        double[] half = new double[17];
        half[1] = 1;
        half[16] = 1;
        double[] all = new double[17];
        all[16] = 1;

        double mixed = FanOutTail.p99OverOneShard(half);

        assertThat(mixed).isGreaterThan(1.0).isLessThan(FanOutTail.p99OverOneShard(all));
        // The mix: 0.5 u + 0.5 u^16 = 0.99.
        double u = 1 - Math.pow(0.01, mixed);
        assertThat(0.5 * u + 0.5 * Math.pow(u, 16)).isCloseTo(0.99, within(1e-9));
    }
}
