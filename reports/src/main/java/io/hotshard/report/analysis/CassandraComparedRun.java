package io.hotshard.report.analysis;

import io.hotshard.report.run.CassandraCounts;
import io.hotshard.report.run.CassandraFigures;
import io.hotshard.report.run.CassandraTableFigures;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.runformat.CassandraNode;
import java.util.Optional;

/**
 * One Cassandra run's figures in a comparison of mitigations on the same load: the mitigation, what the client sent
 * and got (statements per read and per write, cache hits, errors, latency from each request's intended start) and
 * where the reads landed (the node with the most local reads, its share measured beside the share predicted for it).
 *
 * @param hottest      the node with the largest measured share of local reads, with its figures
 * @param predicted    the node the prediction names hottest
 * @param reconciled   whether the statements sent and the nodes' coordinator counts agree within the failures
 * @param table        the table's shape, rows per read and partition sizes; empty for a run recorded without them
 */
public record CassandraComparedRun(String name, String dir, CassandraCounts counts, LatencyStats latency,
                                   CassandraNode hottest, String predicted, boolean reconciled,
                                   Optional<CassandraTableFigures> table) implements StoreComparedRun {

    /** Reduces a Cassandra run to the compared figures; fails naming the directory when it is not a finished one. */
    public static CassandraComparedRun of(String name, ClientSideRun c) {
        String dir = c.run().dir().toAbsolutePath().normalize().toString();
        CassandraFigures f = c.cassandra().orElseThrow(() -> new RunFormatException(dir + " is not a finished "
                + "Cassandra run (run.json has no cassandra section): only Cassandra runs compare with Cassandra runs"));
        CassandraCounts counts = CassandraCounts.read(c.run().dir()).orElseThrow();
        CassandraNode hottest = f.nodes().stream().filter(n -> n.address().equals(f.measuredHottest())).findFirst()
                .orElseThrow(() -> new RunFormatException(dir + ": the measured hottest node " + f.measuredHottest()
                        + " is not among its nodes"));
        return new CassandraComparedRun(name, dir, counts, c.latency(), hottest, f.predictedHottest(),
                f.reconciliation().exact() || f.reconciliation().withinTolerance(), f.table());
    }
}
