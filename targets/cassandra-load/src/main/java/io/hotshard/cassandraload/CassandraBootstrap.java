package io.hotshard.cassandraload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A node added under load, as the run's summary gives it: how long it took to bootstrap, the data it took against the
 * ring's prediction, the nodes that streamed to it, its share of the local reads after it was normal against the
 * share predicted on the new ring, and the client's p99 before, during and after. Figures the run could not read
 * are -1; {@code outcome} is {@code normal}, or says why the node was not.
 *
 * @param outcome               {@code normal}, {@code still joining at the end}, or {@code failed: ...}
 * @param address               the added node
 * @param nodesBefore           the ring's nodes before it
 * @param startedAtSeconds      when its start began, seconds after the recording began
 * @param bootstrapSeconds      from its start to normal and answering CQL
 * @param seedShare             the seed's prediction of its share of the data, 1/(n+1)
 * @param primaryShare          the share of the token space its tokens cover on the ring after
 * @param effectiveShare        the share of the keyspace's ranges it replicates
 * @param streamedBytes         bytes it received by streaming
 * @param sentBytes             bytes each other node streamed out during the bootstrap, by address
 * @param newNodeBytes          its live disk space of hotshard's table once normal
 * @param otherNodesBytes       the other nodes' live disk space of that table together
 * @param measuredDataShare     its share of the keyspace's data ({@link MovedShare#measured})
 * @param predictedReadShare    its predicted share of local reads on the ring after
 * @param measuredReadShare     its measured share of the local reads from normal to the end
 * @param localReadsAfter       its local reads from normal to the end
 * @param latency               the client's p99 before, during and after the bootstrap
 */
public record CassandraBootstrap(String outcome, String address, int nodesBefore, double startedAtSeconds,
                                 double bootstrapSeconds, double seedShare, double primaryShare,
                                 double effectiveShare, long streamedBytes, Map<String, Long> sentBytes,
                                 long newNodeBytes, long otherNodesBytes, double measuredDataShare,
                                 double predictedReadShare, double measuredReadShare, long localReadsAfter,
                                 PhaseLatency latency) {

    /** The outcome of a node that became normal. */
    public static final String NORMAL = "normal";

    /** The summary of a node that became normal: {@code totals} are the sampler's at the end. */
    static CassandraBootstrap of(BootstrapFacts facts, Map<String, NodeTotals> totals, List<Histogram> client,
                                 long recordingStartedMillis, int rf) {
        Map<String, Long> readsAfter = new LinkedHashMap<>();
        facts.readSharesAfter().keySet().forEach(a -> {
            NodeTotals t = totals.get(a);
            readsAfter.put(a, t == null ? 0 : t.last().localReads() - facts.readsAtNormal().getOrDefault(a,
                    t.last().localReads()));
        });
        String address = facts.address();
        return new CassandraBootstrap(NORMAL, address, facts.nodesBefore(),
                (facts.startMillis() - recordingStartedMillis) / 1000.0,
                (facts.normalMillis() - facts.startMillis()) / 1000.0, MovedShare.seed(facts.nodesBefore()),
                facts.primaryShare(), facts.effectiveShare(), facts.streamedBytes(), new LinkedHashMap<>(
                facts.sentBytes()), facts.newNodeBytes(), facts.otherNodesBytes(),
                MovedShare.measured(facts.newNodeBytes(), facts.otherNodesBytes(), rf),
                facts.readSharesAfter().getOrDefault(address, 0.0), NodeShare.of(readsAfter).getOrDefault(address,
                0.0), readsAfter.getOrDefault(address, 0L),
                PhaseLatency.of(client, facts.startMillis(), facts.normalMillis()));
    }

    /** The summary of a node that did not become normal during the run. */
    static CassandraBootstrap notNormal(String outcome, String address, int nodesBefore) {
        return new CassandraBootstrap(outcome, address, nodesBefore, -1, -1, MovedShare.seed(nodesBefore), -1, -1,
                -1, Map.of(), -1, -1, -1, -1, -1, -1, new PhaseLatency(-1, -1, -1));
    }
}
