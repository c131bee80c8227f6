package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNode;
import io.hotshard.runformat.CassandraReconciliation;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The figures of a run against a Cassandra cluster: each node's row of {@code cassandra-shares.csv}; from
 * {@code run.json}'s {@code cassandra} section the consistency level, the keyspace's replication factor, the hottest
 * node predicted and measured, the sample's hottest key and its replicas, and the reconciliation of requests sent
 * against the nodes' coordinator counts, the capacity plan (absent from a run recorded without it) and what the
 * table cost ({@link CassandraTableFigures}, empty for a run recorded before it was); and each node's local reads per
 * second from {@code cassandra-nodes.csv}.
 */
public record CassandraFigures(String consistency, int rf, List<CassandraNode> nodes, String predictedHottest,
                               String measuredHottest, String hottestKey, double hottestKeyShare,
                               List<String> hottestKeyReplicas, CassandraReconciliation reconciliation,
                               List<Series> localReadsPerSecond, Optional<CassandraCapacity> capacity,
                               Optional<CassandraTableFigures> table) {

    /** Copies the lists. */
    public CassandraFigures {
        nodes = List.copyOf(nodes);
        hottestKeyReplicas = List.copyOf(hottestKeyReplicas);
        localReadsPerSecond = List.copyOf(localReadsPerSecond);
    }

    /**
     * Reads the figures of {@code dir}; empty when {@code run.json} has no {@code cassandra} section (not a Cassandra
     * run, or one that did not finish).
     *
     * @throws RunFormatException when the section is there but {@code cassandra-shares.csv} is missing or malformed
     */
    public static Optional<CassandraFigures> read(Path dir) {
        Optional<JsonNode> found = ManifestSection.read(dir, RunFiles.CASSANDRA_SECTION);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        JsonNode section = found.get();
        List<CassandraNode> nodes = new ArrayList<>();
        CsvTable table = table(dir, RunFiles.CASSANDRA_SHARES, RunColumns.CASSANDRA_SHARES, false);
        for (int row = 0; row < table.size(); row++) {
            nodes.add(new CassandraNode(table.text(row, "address"), table.number(row, "predicted_read_share"),
                    table.number(row, "measured_read_share"), table.whole(row, "local_reads"),
                    table.number(row, "predicted_write_share"), table.number(row, "measured_write_share"),
                    table.whole(row, "local_writes"), table.whole(row, "coordinator_requests"),
                    table.whole(row, "peak_read_pending"), table.whole(row, "peak_native_pending")));
        }
        JsonNode r = section.path("reconciliation");
        List<String> replicas = new ArrayList<>();
        section.path("hottestKeyReplicas").forEach(a -> replicas.add(a.asText()));
        return Optional.of(new CassandraFigures(section.path("consistency").asText(""), section.path("rf").asInt(-1),
                nodes, section.path("predictedHottest").asText(""), section.path("measuredHottest").asText(""),
                section.path("hottestKey").asText(""), section.path("hottestKeyShare").asDouble(Double.NaN), replicas,
                new CassandraReconciliation(r.path("sent").asLong(-1), r.path("coordinated").asLong(-1),
                        r.path("failedOrTimedOut").asLong(), r.path("inFlightAtEnd").asLong(),
                        r.path("exact").asBoolean(), r.path("withinTolerance").asBoolean()),
                readsPerSecond(dir), capacity(section.path("capacity")),
                CassandraTableFigures.of(section)));
    }

    private static Optional<CassandraCapacity> capacity(JsonNode capacity) {
        if (!capacity.isObject()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new ObjectMapper().treeToValue(capacity, CassandraCapacity.class));
        } catch (IOException e) {
            throw new RunFormatException("run.json's " + RunFiles.CASSANDRA_SECTION + ".capacity is malformed: "
                    + e.getMessage(), e);
        }
    }

    /** Each node's local reads per second between consecutive samples; empty without the samples' file. */
    private static List<Series> readsPerSecond(Path dir) {
        if (!Files.isRegularFile(dir.resolve(RunFiles.CASSANDRA_NODES))) {
            return List.of();
        }
        // Only the columns read here are required: a run recorded before a later column was added still reads.
        CsvTable table = table(dir, RunFiles.CASSANDRA_NODES, List.of("millis", "address", "local_reads"), true);
        Map<String, List<long[]>> byNode = new LinkedHashMap<>();
        for (int row = 0; row < table.size(); row++) {
            byNode.computeIfAbsent(table.text(row, "address"), a -> new ArrayList<>())
                    .add(new long[] {table.whole(row, "millis"), table.whole(row, "local_reads")});
        }
        List<Series> series = new ArrayList<>();
        byNode.forEach((address, samples) -> {
            int n = Math.max(0, samples.size() - 1);
            double[] x = new double[n];
            double[] y = new double[n];
            for (int i = 0; i < n; i++) {
                long[] before = samples.get(i);
                long[] after = samples.get(i + 1);
                x[i] = after[0] / 1000.0;
                double seconds = (after[0] - before[0]) / 1000.0;
                y[i] = seconds > 0 ? (after[1] - before[1]) / seconds : Double.NaN;
            }
            series.add(new Series(address, x, y));
        });
        return series;
    }

    private static CsvTable table(Path dir, String name, List<String> columns, boolean dropTruncatedTail) {
        Path file = dir.resolve(name);
        try {
            return CsvTable.parse(name, Files.readString(file), columns, dropTruncatedTail);
        } catch (IOException e) {
            throw new RunFormatException(file + " cannot be read but run.json has a " + RunFiles.CASSANDRA_SECTION
                    + " section: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new RunFormatException(dir + ": " + e.getMessage(), e);
        }
    }
}
