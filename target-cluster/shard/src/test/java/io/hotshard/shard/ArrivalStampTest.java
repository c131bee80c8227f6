package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class ArrivalStampTest {

    private static final long HANDLER_NANOS = 5_000_000_000L;
    private static final long NOW_MICROS = 1_700_000_000_000_000L;

    @Test
    void arrivalNanos_sentHeader300MicrosAgo_movesTheArrivalBackBy300Micros() {
        long arrival = ArrivalStamp.arrivalNanos(Long.toString(NOW_MICROS - 300), HANDLER_NANOS, NOW_MICROS);

        assertThat(arrival).isEqualTo(HANDLER_NANOS - 300_000);
    }

    @Test
    void arrivalNanos_noHeaderOrGarbage_isTheHandlerTime() {
        assertThat(ArrivalStamp.arrivalNanos(null, HANDLER_NANOS, NOW_MICROS)).isEqualTo(HANDLER_NANOS);
        assertThat(ArrivalStamp.arrivalNanos("soon", HANDLER_NANOS, NOW_MICROS)).isEqualTo(HANDLER_NANOS);
    }

    @Test
    void arrivalNanos_sendTimeInTheFutureOrTooOld_isNotTrusted() {
        assertThat(ArrivalStamp.arrivalNanos(Long.toString(NOW_MICROS + 5), HANDLER_NANOS, NOW_MICROS))
                .isEqualTo(HANDLER_NANOS);
        assertThat(ArrivalStamp.arrivalNanos(Long.toString(NOW_MICROS - ArrivalStamp.MAX_TRUSTED_MICROS - 1),
                HANDLER_NANOS, NOW_MICROS)).isEqualTo(HANDLER_NANOS);
    }
}
