package io.hotshard.cli.options;

import io.hotshard.shard.DurationText;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import picocli.CommandLine;

/** Reads durations as users type them: a non-negative number and a unit, {@code 250us}, {@code 1.5ms}, {@code 2s}. */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

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
        return Duration.of(DurationText.micros(value), ChronoUnit.MICROS);
    }
}
