package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.NodeJmx;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * What the run's table cost, the {@code table} object of {@code run.json}'s {@code cassandra} section: its shape
 * ({@link CassandraTable}), the reads the cluster answered, the rows they returned and the latency per row read
 * (the reads' summed latency from the intended start over their rows), and each node's partitions as its JMX
 * {@code Table} metrics give them at the end: the largest and mean partition of the SSTables (the preload is flushed,
 * {@link #flush}), the partitions estimated, the live SSTable bytes and the memtable's live bytes.
 *
 * @param name the table's name in hotshard's keyspace ({@code kv}, {@code kv_bucketed} or {@code wide})
 */
public record TableFacts(String name, String shape, int rowsPerPartition, int sliceRows, long answeredReads,
                         long rowsRead, double rowsPerRead, double meanReadMicros, double microsPerRow,
                         List<PartitionSizes> nodes) {

    /**
     * One node's figures of the table, -1 where the node did not answer.
     *
     * @param maxPartitionBytes  JMX {@code MaxPartitionSize}: the largest partition in the node's SSTables
     * @param meanPartitionBytes JMX {@code MeanPartitionSize}
     * @param partitions         JMX {@code EstimatedPartitionCount}
     * @param liveSstableBytes   JMX {@code LiveDiskSpaceUsed}
     * @param memtableBytes      JMX {@code MemtableLiveDataSize}
     */
    public record PartitionSizes(String address, long maxPartitionBytes, long meanPartitionBytes, long partitions,
                                 long liveSstableBytes, long memtableBytes) {
    }

    /** The table {@code settings} make the run read and write. */
    static String tableOf(CassandraSettings settings) {
        return settings.table().wide() ? settings.table().name()
                : settings.mitigation().bucketed() ? PartitionStatements.BUCKETED_TABLE : "kv";
    }

    /** The table's shape in words: a bucketed key's partitions, else {@link CassandraTable#describe}. */
    static String shapeOf(CassandraSettings settings) {
        return settings.mitigation().bucketed() ? "kv_bucketed: " + settings.mitigation().buckets()
                + " partitions of one row per key" : settings.table().describe();
    }

    /**
     * Flushes the run's table on every node of {@code addresses}: the preloaded partitions go to SSTables, where the
     * nodes' partition-size metrics count them and where a read of a partition finds them as it would in a cluster that
     * has run for a while.
     */
    static void flush(Collection<String> addresses, String table) {
        for (String address : addresses) {
            try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT)) {
                jmx.flush(CassandraLayout.KEYSPACE, table);
            }
        }
    }

    /** The table's figures at the end of {@code settings}' run: the client's {@code rows}, each node's metrics. */
    static TableFacts measure(CassandraSettings settings, RowsRead.Totals rows, Collection<String> addresses) {
        String table = tableOf(settings);
        List<PartitionSizes> nodes = new ArrayList<>();
        for (String address : addresses) {
            nodes.add(sizes(address, table));
        }
        CassandraTable shape = settings.table();
        return new TableFacts(table, shapeOf(settings), shape.rowsPerPartition(), shape.sliceRows(), rows.reads(),
                rows.rows(), rows.rowsPerRead(), rows.meanReadMicros(), rows.microsPerRow(), List.copyOf(nodes));
    }

    private static PartitionSizes sizes(String address, String table) {
        String bean = "org.apache.cassandra.metrics:type=Table,keyspace=" + CassandraLayout.KEYSPACE + ",scope=" + table
                + ",name=";
        try (NodeJmx jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT)) {
            return new PartitionSizes(address, jmx.number(bean + "MaxPartitionSize", "Value"),
                    jmx.number(bean + "MeanPartitionSize", "Value"), jmx.number(bean + "EstimatedPartitionCount",
                    "Value"), jmx.number(bean + "LiveDiskSpaceUsed", "Count"),
                    jmx.number(bean + "MemtableLiveDataSize", "Value"));
        } catch (RuntimeException e) {
            // A node killed or paused by the run's chaos has no figures to give; the others still do.
            return new PartitionSizes(address, -1, -1, -1, -1, -1);
        }
    }

    /** The largest partition any node reported, bytes; -1 when none did. */
    public long largestPartitionBytes() {
        return nodes.stream().mapToLong(PartitionSizes::maxPartitionBytes).max().orElse(-1);
    }

    /** The figures in two lines. */
    void print(PrintStream out) {
        out.println(String.format(Locale.ROOT, "  table %s (%s): %d answered reads returned %d rows (%.1f per read),"
                        + " mean read %.0f µs, %.1f µs per row read", name, shape, answeredReads, rowsRead, rowsPerRead,
                meanReadMicros, microsPerRow));
        StringBuilder line = new StringBuilder("    largest / mean partition in SSTables by node (bytes):");
        nodes.forEach(n -> line.append(' ').append(n.address()).append(' ').append(n.maxPartitionBytes()).append(" / ")
                .append(n.meanPartitionBytes()));
        out.println(line);
    }
}
