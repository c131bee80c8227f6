package io.hotshard.cli.options;

import io.hotshard.shard.LatencySpec;
import io.hotshard.shard.LatencyText;
import picocli.CommandLine;

/** Converts {@code --latency} values with {@link LatencyText}, e.g. {@code lognormal:p50=1ms,p99=20ms}. */
public final class LatencyOption implements CommandLine.ITypeConverter<LatencySpec> {

    @Override
    public LatencySpec convert(String value) {
        try {
            return LatencyText.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException("latency '" + value + "': " + e.getMessage());
        }
    }
}
