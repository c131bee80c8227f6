package io.hotshard.cli;

import io.hotshard.router.core.ShardSpec;
import picocli.CommandLine;

/** Reads {@code --shard ID=URL}, e.g. {@code shard-0=http://127.0.0.1:9000}, as a shard of weight 1. */
public final class ShardSpecConverter implements CommandLine.ITypeConverter<ShardSpec> {

    @Override
    public ShardSpec convert(String value) {
        int equals = value.indexOf('=');
        if (equals < 0) {
            throw new CommandLine.TypeConversionException(
                    "shard must be ID=URL, e.g. shard-0=http://127.0.0.1:9000, but was '" + value + "'");
        }
        try {
            return ShardSpec.of(value.substring(0, equals).strip(), value.substring(equals + 1).strip());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
