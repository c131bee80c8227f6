package io.hotshard.report.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.run.CassandraFigures;
import io.hotshard.report.run.ClientLog;
import io.hotshard.report.run.GatlingLink;
import io.hotshard.report.run.HarnessInfo;
import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.RedisFigures;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.report.run.Series;
import io.hotshard.report.run.TargetInfo;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The figures of a run recorded from the client side only ({@link TargetInfo#clientSide()}): what the generator
 * offered, sent and got back, its latency from each request's intended start ({@code client.hlog}), how late it ran
 * behind its schedule, what measuring cost, and where Gatling's own report is.
 *
 * @param generator   {@code run.json}'s {@code generator} section, or an empty object when the run recorded none
 * @param latency     the client's latency over the run, {@link LatencyStats#EMPTY} without {@code client.hlog}
 * @param overTime    the client's latency percentiles per second
 * @param redis       a Redis run's per-shard figures, reconciliation and failover; empty for other targets
 * @param cassandra   a Cassandra run's per-node figures and reconciliation; empty for other targets
 */
public record ClientSideRun(RunData run, TargetInfo target, double durationSeconds, JsonNode generator,
                            LatencyStats latency, List<Series> overTime, Optional<HarnessInfo> harness,
                            Optional<Path> gatlingReport, Optional<RedisFigures> redis,
                            Optional<CassandraFigures> cassandra) {

    /** Copies the list. */
    public ClientSideRun {
        overTime = List.copyOf(overTime);
    }

    /** Reads the client-side figures of {@code run}, which must be a client-side run. */
    public static ClientSideRun of(RunData run) {
        TargetInfo target = TargetInfo.read(run.dir()).filter(TargetInfo::clientSide).orElseThrow(() ->
                new RunFormatException(run.dir() + " is not a client-side run (run.json has no target of kind "
                        + TargetInfo.CLIENT_SIDE + ")"));
        JsonNode generator;
        try {
            generator = new ObjectMapper().readTree(run.dir().resolve(RunDirectory.MANIFEST).toFile())
                    .path("generator");
        } catch (IOException e) {
            throw new RunFormatException("cannot read " + run.dir().resolve(RunDirectory.MANIFEST) + ": "
                    + e.getMessage(), e);
        }
        Optional<HlogSeries> client = ClientLog.read(run.dir(), run.manifest().startedAt().toEpochMilli());
        double duration = run.manifest().endedAt()
                .map(end -> Duration.between(run.manifest().startedAt(), end).toMillis() / 1000.0).orElse(Double.NaN);
        return new ClientSideRun(run, target, duration, generator.isObject() ? generator
                : new ObjectMapper().createObjectNode(), client.map(h -> LatencyStats.of(h.total()))
                .orElse(LatencyStats.EMPTY), client.map(LatencyOverTime::of).orElse(List.of()),
                HarnessInfo.read(run.dir()), GatlingLink.read(run.dir()),
                target.redis() ? RedisFigures.read(run.dir()) : Optional.empty(),
                target.cassandra() ? CassandraFigures.read(run.dir()) : Optional.empty());
    }

    /** Requests the generator sent, or -1 when not recorded. */
    public long sent() {
        return generator.path("requests").asLong(-1);
    }

    /** Requests sent per second of the run. */
    public double sentPerSecond() {
        return sent() < 0 || !(durationSeconds > 0) ? Double.NaN : sent() / durationSeconds;
    }

    /** The generator's count named {@code field} ({@code offered}, {@code ok}, {@code failed}, {@code refused}). */
    public long count(String field) {
        return generator.path(field).asLong(-1);
    }

    /** The schedule probe's lag percentile {@code field} ({@code p50Micros}, {@code p99Micros}, {@code maxMicros}). */
    public double scheduleLagMicros(String field) {
        JsonNode value = generator.path("scheduleLag").path(field);
        return value.isNumber() ? value.asDouble() : Double.NaN;
    }
}
