package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a Cassandra run's table cost, from the {@code table} object of {@code run.json}'s {@code cassandra} section:
 * its shape ({@code kv}, or {@code wide} with its rows per partition and the rows a read's slice reads), the rows the
 * answered reads returned and the client's read latency per row, and each node's largest and mean partition in its
 * SSTables (JMX {@code MaxPartitionSize}, {@code MeanPartitionSize}; -1 where a node did not answer).
 */
public record CassandraTableFigures(String name, String shape, int rowsPerPartition, int sliceRows,
                                    long answeredReads, long rowsRead, double rowsPerRead, double meanReadMicros,
                                    double microsPerRow, List<NodePartitions> nodes) {

    /** One node's partition sizes in bytes. */
    public record NodePartitions(String address, long maxPartitionBytes, long meanPartitionBytes, long partitions) {
    }

    /** Copies the list. */
    public CassandraTableFigures {
        nodes = List.copyOf(nodes);
    }

    /** Reads the {@code table} object of a {@code cassandra} section; empty for a run recorded before it existed. */
    public static Optional<CassandraTableFigures> of(JsonNode section) {
        JsonNode t = section.path("table");
        if (!t.isObject()) {
            return Optional.empty();
        }
        List<NodePartitions> nodes = new ArrayList<>();
        t.path("nodes").forEach(n -> nodes.add(new NodePartitions(n.path("address").asText(),
                n.path("maxPartitionBytes").asLong(-1), n.path("meanPartitionBytes").asLong(-1),
                n.path("partitions").asLong(-1))));
        return Optional.of(new CassandraTableFigures(t.path("name").asText(""), t.path("shape").asText(""),
                t.path("rowsPerPartition").asInt(1), t.path("sliceRows").asInt(1), t.path("answeredReads").asLong(),
                t.path("rowsRead").asLong(), number(t, "rowsPerRead"), number(t, "meanReadMicros"),
                number(t, "microsPerRow"), nodes));
    }

    private static double number(JsonNode t, String field) {
        // NaN is written as a string by Jackson's records: read it back as NaN.
        return t.path(field).isNumber() ? t.path(field).asDouble() : Double.NaN;
    }

    /** The largest partition any node reported, bytes; -1 when none did. */
    public long largestPartitionBytes() {
        return nodes.stream().mapToLong(NodePartitions::maxPartitionBytes).max().orElse(-1);
    }
}
