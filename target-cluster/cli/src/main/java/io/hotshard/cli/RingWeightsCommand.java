package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.experiment.WeightsExperiment;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Heterogeneous capacity: one heavier node should get proportionally more keys. */
@Command(name = "weights", mixinStandardHelpOptions = true,
        description = "One node with a higher weight: its keys over the mean of the others, per partitioner.")
public final class RingWeightsCommand extends SweepCommand {

    private static final WeightsExperiment.Params DEFAULTS = WeightsExperiment.Params.defaults();

    @Option(names = "--nodes", defaultValue = "4", paramLabel = "N", description = "Number of nodes. Default: ${DEFAULT-VALUE}.")
    int nodes;

    @Option(names = "--vnodes", defaultValue = "" + PartitionerConfig.DEFAULT_VNODES, paramLabel = "N", description = "Virtual nodes per unit weight. Default: ${DEFAULT-VALUE}.")
    int vnodes;

    @Option(names = "--weight", defaultValue = "2", paramLabel = "W", description = "Weight of node-0; others weigh 1. Default: ${DEFAULT-VALUE}.")
    double heavyWeight;

    @Override
    public Integer call() {
        List<WeightsExperiment.Row> rows = WeightsExperiment.run(new WeightsExperiment.Params(nodes,
                sweep.keyCount(DEFAULTS.keyCount()), sweep.keyPrefix, sweep.hash(DEFAULTS.hash()), vnodes, heavyWeight,
                sweep.partitioners(DEFAULTS.kinds())));
        TextTable.Builder table = TextTable.builder("Keys of a node of weight " + heavyWeight + " vs the others",
                "partitioner", "supports_weights", "heavy_keys", "mean_other_keys", "ratio");
        for (WeightsExperiment.Row row : rows) {
            table.row(row.kind().label(), row.supportsWeights() ? "yes" : "no", row.heavyKeys(), row.meanOtherKeys(),
                    row.ratio());
        }
        print(table.build());
        return 0;
    }
}
