package io.hotshard.cassandraload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Every sampled node's latest figures ({@link NodeNow}), kept by the sampler for the live dashboard; any thread. */
final class LiveNodes {

    private final Map<String, NodeNow> nodes = new LinkedHashMap<>();

    /** A node answered: {@code sample} is its latest (and, the first time, its baseline too). */
    synchronized void answered(CassandraNodeSample sample) {
        NodeNow before = nodes.get(sample.address());
        nodes.put(sample.address(), before == null ? new NodeNow(sample.address(), sample, null, sample, true)
                : new NodeNow(sample.address(), before.first(), before.last(), sample, true));
    }

    /** A node did not answer this round; its last figures stay. */
    synchronized void silent(String address) {
        NodeNow before = nodes.get(address);
        if (before != null) {
            nodes.put(address, new NodeNow(address, before.first(), before.previous(), before.last(), false));
        }
    }

    /** A node joined during the run: its baseline is {@code zero}, as in the sampler's totals. */
    synchronized void joined(CassandraNodeSample zero) {
        nodes.putIfAbsent(zero.address(), new NodeNow(zero.address(), zero, null, zero, false));
    }

    /** The nodes ever answered or joined, in the order they were first seen. */
    synchronized List<NodeNow> list() {
        return new ArrayList<>(nodes.values());
    }
}
