package io.hotshard.shard;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as users type them, the one grammar of every option and property: a non-negative number, decimals
 * allowed, and a unit: {@code 250us}, {@code 1.5ms}, {@code 2s}, {@code 1m}, {@code 1h}.
 */
public final class DurationText {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(us|µs|ms|s|m|h)");

    private DurationText() {
    }

    /** Parses {@code value} into whole microseconds, the resolution of every latency the shard models. */
    public static long micros(String value) {
        Matcher matcher = DURATION.matcher(value == null ? "" : value.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new IllegalArgumentException("duration must be a number and a unit (us, ms, s, m or h), e.g. "
                    + "250ms, but was '" + value + "'");
        }
        BigDecimal micros = new BigDecimal(matcher.group(1)).multiply(BigDecimal.valueOf(switch (matcher.group(2)) {
            case "us", "µs" -> 1L;
            case "ms" -> 1_000L;
            case "s" -> 1_000_000L;
            case "m" -> 60_000_000L;
            default -> 3_600_000_000L;
        }));
        try {
            return micros.longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("duration must be a whole number of microseconds below 2^63"
                    + " but was '" + value + "'", e);
        }
    }

    /** Parses {@code value} into a {@link Duration} of whole microseconds. */
    public static Duration duration(String value) {
        return Duration.ofNanos(Math.multiplyExact(micros(value), 1_000L));
    }

    /** The shortest exact text for {@code micros}: {@code 2s}, {@code 10ms} or {@code 250us}. */
    public static String format(long micros) {
        if (micros != 0 && micros % 1_000_000 == 0) {
            return micros / 1_000_000 + "s";
        }
        return micros % 1_000 == 0 ? micros / 1_000 + "ms" : micros + "us";
    }
}
