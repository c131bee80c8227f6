package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.CsvTable;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The figures of a run against a Redis Cluster: each shard's row of {@code redis-shares.csv} and, from
 * {@code run.json}'s {@code redis} section, the command, the hottest slot, the reconciliation of commands sent against
 * the nodes' commandstats calls and the failover as the client saw it.
 */
public record RedisFigures(String command, List<Shard> shards, int hottestSlot, Reconciliation reconciliation,
                           Failover failover) {

    /** Copies the list. */
    public RedisFigures {
        shards = List.copyOf(shards);
    }

    /**
     * One shard, a master and its replicas named by the master's port when the run began: its predicted, placed and
     * measured shares, the calls its nodes counted, its master's main-loop CPU share and command-busy share (mean and
     * peak over one-second samples).
     */
    public record Shard(int port, double predicted, double placed, double measured, long calls,
                        double meanUtilisation, double peakUtilisation, double meanCommandBusy,
                        double peakCommandBusy) {
    }

    /** Commands sent against Σ commandstats calls, and what may tell them apart for a named reason. */
    public record Reconciliation(long sent, long served, long failedOrTimedOut, long inFlightAtEnd, long killWindow,
                                 boolean exact, boolean withinTolerance) {
    }

    /** The failover of a killed or paused master as the client saw it; times in ms, -1 where not seen. */
    public record Failover(boolean armed, boolean failed, boolean recovered, long outageMillis,
                           long firstFailureAfterMillis, long recoveredAfterMillis, long failedRequests) {
    }

    /**
     * Reads the figures of {@code dir}; empty when {@code run.json} has no {@code redis} section (not a Redis run, or
     * one that did not finish).
     *
     * @throws RunFormatException when the section is there but {@code redis-shares.csv} is missing or malformed
     */
    public static Optional<RedisFigures> read(Path dir) {
        JsonNode redis;
        try {
            redis = new ObjectMapper().readTree(dir.resolve(RunFiles.MANIFEST).toFile()).path(RunFiles.REDIS_SECTION);
        } catch (IOException e) {
            return Optional.empty();
        }
        if (!redis.isObject()) {
            return Optional.empty();
        }
        Path file = dir.resolve(RunFiles.REDIS_SHARES);
        List<Shard> shards = new ArrayList<>();
        try {
            CsvTable table = CsvTable.parse(RunFiles.REDIS_SHARES, Files.readString(file), RunColumns.REDIS_SHARES,
                    false);
            for (int row = 0; row < table.size(); row++) {
                shards.add(new Shard((int) table.whole(row, "shard_port"), table.number(row, "predicted_share"),
                        table.number(row, "placed_share"), table.number(row, "measured_share"),
                        table.whole(row, "calls"), table.number(row, "mean_main_loop_utilisation"),
                        table.number(row, "peak_main_loop_utilisation"), table.number(row, "mean_command_busy"),
                        table.number(row, "peak_command_busy")));
            }
        } catch (IOException e) {
            throw new RunFormatException(file + " cannot be read but run.json has a " + RunFiles.REDIS_SECTION
                    + " section: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new RunFormatException(dir + ": " + e.getMessage(), e);
        }
        JsonNode r = redis.path("reconciliation");
        JsonNode f = redis.path("failover");
        return Optional.of(new RedisFigures(redis.path("command").asText(""), shards,
                redis.path("hottestSlot").asInt(-1), new Reconciliation(r.path("sent").asLong(-1),
                r.path("served").asLong(-1), r.path("failedOrTimedOut").asLong(), r.path("inFlightAtEnd").asLong(),
                r.path("killWindow").asLong(), r.path("exact").asBoolean(), r.path("withinTolerance").asBoolean()),
                new Failover(f.path("armed").asBoolean(), f.path("failed").asBoolean(), f.path("recovered").asBoolean(),
                        f.path("outageMillis").asLong(-1), f.path("firstFailureAfterMillis").asLong(-1),
                        f.path("recoveredAfterMillis").asLong(-1), f.path("failedRequests").asLong())));
    }

    /** The shard with the largest measured share. */
    public Optional<Shard> hottest() {
        return shards.stream().max(Comparator.comparingDouble(Shard::measured));
    }
}
