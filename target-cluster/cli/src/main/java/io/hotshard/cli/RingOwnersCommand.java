package io.hotshard.cli;

import io.hotshard.ring.BoundedLoadAssigner;
import io.hotshard.ring.BoundedLoadPartitioner;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Streams keys from standard input to {@code key<TAB>owner} lines, one key in memory at a time. */
@Command(name = "owners", mixinStandardHelpOptions = true,
        description = {"Reads one key per line on standard input and prints key<TAB>owner per line.",
                "With --partitioner bounded, keys are placed in input order and each placement counts as load."})
public final class RingOwnersCommand implements Callable<Integer> {

    @Mixin
    PartitionerOptions partitionerOptions;

    @Override
    public Integer call() {
        PartitionerConfig config = partitionerOptions.config();
        UnaryOperator<String> owner = ownerFunction(config);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
             BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16)) {
            String key;
            while ((key = in.readLine()) != null) {
                out.write(key);
                out.write('\t');
                out.write(owner.apply(key));
                out.write('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }

    private static UnaryOperator<String> ownerFunction(PartitionerConfig config) {
        if (config.kind() == PartitionerKind.BOUNDED) {
            BoundedLoadAssigner assigner = new BoundedLoadAssigner((BoundedLoadPartitioner) config.create());
            return assigner::assign;
        }
        Partitioner partitioner = config.create();
        return partitioner::ownerOf;
    }
}
