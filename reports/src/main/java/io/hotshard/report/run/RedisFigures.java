package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.RedisFailover;
import io.hotshard.runformat.RedisReconciliation;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisShard;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * The figures of a run against a Redis Cluster: each shard's row of {@code redis-shares.csv} and, from
 * {@code run.json}'s {@code redis} section, the command, the hottest slot, the reconciliation of commands sent against
 * the nodes' commandstats calls, the failover as the client saw it, the reshard of a run that added a master, and
 * the write requests with the SET commands they took (more than one each for a salted key's copies), and the reads a
 * client-side cache of the hot slot answered (hits) and sent on (misses); and each node's samples over time from
 * {@code redis-nodes.csv}.
 */
public record RedisFigures(String command, List<RedisShard> shards, int hottestSlot,
                           RedisReconciliation reconciliation, RedisFailover failover,
                           Optional<RedisReshard> reshard, long writes, long writeCommands, long cacheHits,
                           long cacheMisses, RedisNodeSeries nodes, double hottestSlotShare, String hottestKey,
                           double hottestKeyShare) {

    /** Copies the list. */
    public RedisFigures {
        shards = List.copyOf(shards);
    }


    /**
     * Reads the figures of {@code dir}; empty when {@code run.json} has no {@code redis} section (not a Redis run, or
     * one that did not finish).
     *
     * @throws RunFormatException when the section is there but {@code redis-shares.csv} is missing or malformed
     */
    public static Optional<RedisFigures> read(Path dir) {
        JsonNode manifest;
        try {
            manifest = new ObjectMapper().readTree(dir.resolve(RunFiles.MANIFEST).toFile());
        } catch (IOException e) {
            return Optional.empty();
        }
        JsonNode redis = manifest.path(RunFiles.REDIS_SECTION);
        if (!redis.isObject()) {
            return Optional.empty();
        }
        Path file = dir.resolve(RunFiles.REDIS_SHARES);
        List<RedisShard> shards = new ArrayList<>();
        try {
            CsvTable table = CsvTable.parse(RunFiles.REDIS_SHARES, Files.readString(file), RunColumns.REDIS_SHARES,
                    false);
            for (int row = 0; row < table.size(); row++) {
                shards.add(new RedisShard((int) table.whole(row, "shard_port"), table.number(row, "predicted_share"),
                        table.number(row, "placed_share"), table.number(row, "measured_share"),
                        table.whole(row, "calls"), table.number(row, "mean_main_loop_utilisation"),
                        table.number(row, "peak_main_loop_utilisation"), table.number(row, "mean_command_busy"),
                        table.number(row, "peak_command_busy"), table.whole(row, "replica_calls"),
                        table.number(row, "replica_mean_command_busy"),
                        table.number(row, "replica_peak_command_busy"), table.whole(row, "client_p99_micros"),
                        table.whole(row, "client_failed")));
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
                redis.path("hottestSlot").asInt(-1), new RedisReconciliation(r.path("sent").asLong(-1),
                r.path("served").asLong(-1), r.path("failedOrTimedOut").asLong(), r.path("inFlightAtEnd").asLong(),
                r.path("killWindow").asLong(), r.path("exact").asBoolean(), r.path("withinTolerance").asBoolean()),
                new RedisFailover(f.path("armed").asBoolean(), f.path("failed").asBoolean(),
                        f.path("recovered").asBoolean(), f.path("outageMillis").asLong(-1),
                        f.path("firstFailureAfterMillis").asLong(-1),
                        f.path("recoveredAfterMillis").asLong(-1), f.path("failedRequests").asLong()),
                reshard(dir, redis.path("reshard")), redis.path("client").path("writes").asLong(),
                redis.path("client").path("writeCommands").asLong(), redis.path("client").path("cacheHits").asLong(),
                redis.path("client").path("cacheMisses").asLong(), nodeSeries(dir, manifest.path("startedAt")),
                redis.path("hottestSlotShare").asDouble(Double.NaN), redis.path("hottestKey").asText(""),
                redis.path("hottestKeyShare").asDouble(Double.NaN)));
    }

    private static RedisNodeSeries nodeSeries(Path dir, JsonNode startedAt) {
        try {
            return RedisNodeSeries.read(dir, Instant.parse(startedAt.asText()).toEpochMilli());
        } catch (DateTimeParseException e) {
            throw new RunFormatException(dir + ": run.json's startedAt is not an instant: " + startedAt, e);
        }
    }

    private static Optional<RedisReshard> reshard(Path dir, JsonNode reshard) {
        if (!reshard.isObject()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new ObjectMapper().treeToValue(reshard, RedisReshard.class));
        } catch (IOException e) {
            throw new RunFormatException(dir + ": run.json's redis.reshard is malformed: " + e.getMessage(), e);
        }
    }

    /** The shard with the largest measured share. */
    public Optional<RedisShard> hottest() {
        return shards.stream().max(Comparator.comparingDouble(RedisShard::measured));
    }
}
