package io.hotshard.cli;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Reads durations as users type them: a non-negative number and a unit, {@code 250us}, {@code 1.5ms}, {@code 2s}. */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(us|µs|ms|s|m)");

    @Override
    public Duration convert(String value) {
        try {
            return parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** Parses {@code value}; fails naming it when the unit is missing or the result is not whole microseconds. */
    public static Duration parse(String value) {
        return Duration.of(micros(value), ChronoUnit.MICROS);
    }

    /** Parses {@code value} into whole microseconds, the resolution of every latency the shard models. */
    public static long micros(String value) {
        Matcher matcher = DURATION.matcher(value == null ? "" : value.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new IllegalArgumentException("duration must be a number and a unit (us, ms, s or m), e.g. 250ms,"
                    + " but was '" + value + "'");
        }
        BigDecimal micros = new BigDecimal(matcher.group(1)).multiply(BigDecimal.valueOf(switch (matcher.group(2)) {
            case "us", "µs" -> 1L;
            case "ms" -> 1_000L;
            case "s" -> 1_000_000L;
            default -> 60_000_000L;
        }));
        try {
            return micros.longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("duration must be a whole number of microseconds below 2^63"
                    + " but was '" + value + "'", e);
        }
    }
}
