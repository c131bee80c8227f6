package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import io.hotshard.ring.experiment.FailoverSweep;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Removes one node and shows how its keys spread over the survivors. */
@Command(name = "failover", mixinStandardHelpOptions = true,
        description = {"Removes one node: the largest share of its keys any survivor takes, and how many survivors take some.",
                "With one vnode a single neighbour takes everything; with many vnodes the load spreads."})
public final class RingFailoverCommand extends SweepCommand {

    private static final FailoverSweep.Params DEFAULTS = FailoverSweep.Params.defaults();

    @Option(names = "--nodes", defaultValue = "10", paramLabel = "N", description = "Number of nodes (node-0..). Default: ${DEFAULT-VALUE}.")
    int nodes;

    @Option(names = "--vnodes", split = ",", defaultValue = "1,4,16,64,256", paramLabel = "N",
            description = "Vnode counts. Default: ${DEFAULT-VALUE}.")
    List<Integer> vnodeCounts;

    @Option(names = "--remove", defaultValue = "node-0", paramLabel = "ID", description = "Node removed. Default: ${DEFAULT-VALUE}.")
    String removed;

    @Override
    public Integer call() {
        List<FailoverSweep.Row> rows = FailoverSweep.run(new FailoverSweep.Params(nodes, sweep.keyCount(DEFAULTS.keyCount()),
                sweep.keyPrefix, sweep.hash(DEFAULTS.hash()), vnodeCounts, sweep.partitioners(DEFAULTS.otherKinds()),
                removed));
        TextTable.Builder table = TextTable.builder("Keys of " + removed + " after it fails", "partitioner", "vnodes",
                "orphan_keys", "max_share_percent", "survivors_receiving", "survivors", "cv");
        for (FailoverSweep.Row row : rows) {
            table.row(row.kind().label(), row.vnodes() == 0 ? null : row.vnodes(), row.orphanKeys(),
                    row.maxSharePercent(), row.survivorsReceiving(), row.survivors(), row.coefficientOfVariation());
        }
        print(table.build());
        return 0;
    }
}
