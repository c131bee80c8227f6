package io.hotshard.cli;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** Options that describe a partitioner: nodes, weights, hash, vnodes and the kind. */
public final class PartitionerOptions {

    @Option(names = "--nodes", split = ",", paramLabel = "ID",
            description = "Node ids, comma-separated, in order.")
    List<String> nodes;

    @Option(names = "--vnodes", paramLabel = "N",
            description = "Virtual nodes per node of weight 1. Default: ${DEFAULT-VALUE}.")
    int vnodes = PartitionerConfig.DEFAULT_VNODES;

    @Option(names = "--hash", paramLabel = "HASH",
            description = "Key hash: sha256, md5, murmur3 or xxhash64. Default: ${DEFAULT-VALUE}.")
    HashAlgorithm hash = PartitionerConfig.DEFAULT_HASH;

    @Option(names = "--partitioner", paramLabel = "NAME",
            description = "ring, modulo, jump, rendezvous, slots, range, maglev or bounded. Default: ${DEFAULT-VALUE}.")
    PartitionerKind partitioner = PartitionerConfig.DEFAULT_KIND;

    @Option(names = "--weights", split = ",", paramLabel = "ID=W",
            description = "Relative capacity per node, e.g. a=2,b=1; unlisted nodes weigh 1.")
    Map<String, Double> weights = new LinkedHashMap<>();

    @Option(names = "--epsilon", paramLabel = "E",
            description = "Load slack of the bounded partitioner. Default: ${DEFAULT-VALUE}.")
    double epsilon = PartitionerConfig.DEFAULT_EPSILON;

    /** The validated configuration, using {@code defaultNodes} when {@code --nodes} was not given. */
    public PartitionerConfig config(List<String> defaultNodes) {
        List<String> ids = nodes == null ? defaultNodes : nodes;
        if (ids.isEmpty() || ids.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("--nodes must list at least one non-empty id but was " + ids);
        }
        for (String weighted : weights.keySet()) {
            if (!ids.contains(weighted)) {
                throw new IllegalArgumentException("--weights names unknown node '" + weighted + "'; nodes: " + ids);
            }
        }
        List<Node> list = new ArrayList<>(ids.size());
        for (String id : ids) {
            list.add(new Node(id, weights.getOrDefault(id, 1.0)));
        }
        return PartitionerConfig.defaults(list).withKind(partitioner).withHash(hash).withVnodes(vnodes)
                .withEpsilon(epsilon);
    }

    /** The validated configuration; {@code --nodes} is required. */
    public PartitionerConfig config() {
        if (nodes == null) {
            throw new IllegalArgumentException("--nodes is required, e.g. --nodes a,b,c");
        }
        return config(nodes);
    }
}
