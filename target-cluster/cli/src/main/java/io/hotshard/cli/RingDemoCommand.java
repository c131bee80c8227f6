package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.experiment.SeedDemo;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Seed 000: keys over four nodes, then a fifth added; moved keys on the ring versus with mod N. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Spreads keys over nodes, adds one node, and counts moved keys with the partitioner and with hash mod N.",
                "Defaults reproduce the seed experiment: 24591 / 24377 / 24211 / 26821, then 18936 moved on the ring, 79982 with mod N."})
public final class RingDemoCommand extends TableCommand {

    @Option(names = "--keys", defaultValue = "100000", paramLabel = "N", description = "Number of keys. Default: ${DEFAULT-VALUE}.")
    int keyCount;

    @Option(names = "--key-prefix", defaultValue = "cliente:", paramLabel = "P", description = "Keys are P0..P(N-1). Default: ${DEFAULT-VALUE}.")
    String keyPrefix;

    @Option(names = "--nodes", split = ",", defaultValue = "shard-0,shard-1,shard-2,shard-3", paramLabel = "ID",
            description = "Starting nodes. Default: ${DEFAULT-VALUE}.")
    List<String> nodes;

    @Option(names = "--add", defaultValue = "shard-4", paramLabel = "ID", description = "Node added. Default: ${DEFAULT-VALUE}.")
    String added;

    @Option(names = "--vnodes", defaultValue = "100", paramLabel = "N", description = "Virtual nodes per node. Default: ${DEFAULT-VALUE}.")
    int vnodes;

    @Option(names = "--hash", defaultValue = "sha256", paramLabel = "HASH", description = "sha256, md5, murmur3 or xxhash64. Default: ${DEFAULT-VALUE}.")
    HashAlgorithm hash;

    @Option(names = "--partitioner", defaultValue = "ring", paramLabel = "NAME", description = "Partitioner compared with mod N. Default: ${DEFAULT-VALUE}.")
    PartitionerKind partitioner;

    @Override
    public Integer call() {
        if (nodes.contains(added)) {
            throw new IllegalArgumentException("--add '" + added + "' is already one of --nodes " + nodes);
        }
        SeedDemo.Result result = SeedDemo.run(new SeedDemo.Params(keyPrefix, keyCount,
                nodes.stream().map(Node::of).toList(), Node.of(added), partitioner, hash, vnodes));
        TextTable.Builder perNode = TextTable.builder("Keys per node (" + result.keys() + " keys, " + partitioner + ", " + hash
                + ", " + vnodes + " vnodes)", "node", "keys", "share_percent");
        result.rows().forEach(row -> perNode.row(row.nodeId(), row.keys(), row.sharePercent()));
        TextTable moved = TextTable.builder("Adding " + added, "scheme", "keys_moved", "moved_percent")
                .row(partitioner.label(), result.movedByPartitioner(), result.movedByPartitionerPercent())
                .row("hash mod N", result.movedByModulo(), result.movedByModuloPercent())
                .build();
        print(perNode.build(), moved);
        return 0;
    }
}
