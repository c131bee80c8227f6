package io.hotshard.router.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class TokenBucketTest {

    private static final long MILLI = 1_000_000;

    @Test
    void tryTake_fullBucket_allowsBurstThenWaitsOneTokenInterval() {
        TokenBucket bucket = new TokenBucket(100, 10, 0);

        int taken = 0;
        while (bucket.tryTake(0)) {
            taken++;
        }

        assertThat(taken).isEqualTo(10);
        assertThat(bucket.nanosUntilToken(0)).isEqualTo(10 * MILLI);
        assertThat(bucket.tryTake(9 * MILLI)).isFalse();
        assertThat(bucket.tryTake(10 * MILLI)).isTrue();
        assertThat(bucket.tryTake(10 * MILLI)).isFalse();
    }

    @Test
    void tryTake_greedyForFiveSeconds_takesRateTimesElapsedPlusBurst() {
        TokenBucket bucket = new TokenBucket(250, 25, 0);

        long taken = 0;
        for (long now = 0; now <= 5_000 * MILLI; now += MILLI) {
            while (bucket.tryTake(now)) {
                taken++;
            }
        }

        // 250/s over 5 s plus the initial burst; accrual is continuous, so at most one token short.
        assertThat(taken).isBetween(250L * 5 + 25 - 1, 250L * 5 + 25);
    }

    @Test
    void tryTake_idleLongerThanBurst_accruesNoMoreThanBurst() {
        TokenBucket bucket = new TokenBucket(1_000, 5, 0);
        while (bucket.tryTake(0)) {
            // empty it
        }

        int taken = 0;
        while (bucket.tryTake(60_000 * MILLI)) {
            taken++;
        }

        assertThat(taken).isEqualTo(5);
    }

    @Test
    void burstFor_rate_isATenthOfASecondAndAtLeastOne() {
        assertThat(TokenBucket.burstFor(500)).isEqualTo(50);
        assertThat(TokenBucket.burstFor(7)).isEqualTo(1);
        assertThat(TokenBucket.burstFor(1)).isEqualTo(1);
    }

    @Test
    void constructor_badRateOrBurst_failsNamingValue() {
        assertThatThrownBy(() -> new TokenBucket(0, 1, 0))
                .hasMessage("ratePerSecond must be > 0 and finite but was 0.0");
        assertThatThrownBy(() -> new TokenBucket(10, 0.5, 0)).hasMessage("burst must be >= 1 and finite but was 0.5");
    }
}
