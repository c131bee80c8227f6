package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import io.hotshard.runformat.RunFiles;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a Cassandra run's client did, from {@code run.json}'s {@code cassandra} section: the mitigations in force in
 * words, its reads and writes, how they ended, the CQL statements they sent and the reads a client-side cache answered.
 *
 * @param refused         requests refused at the in-flight cap, never sent
 * @param readStatements  statements the reads sent: one per read, one per bucket read, none for a cache hit
 */
public record CassandraCounts(String mitigation, boolean clientCache, long reads, long writes, long succeeded,
                              long failed, long timedOut, long refused, long readStatements, long writeStatements,
                              long cacheHits) {

    /** Reads the counts of {@code dir}; empty when {@code run.json} has no {@code cassandra} section. */
    public static Optional<CassandraCounts> read(Path dir) {
        return ManifestSection.read(dir, RunFiles.CASSANDRA_SECTION).map(section -> {
            JsonNode c = section.path("counts");
            return new CassandraCounts(section.path("mitigation").asText("none"),
                    section.path("clientCache").asBoolean(), c.path("reads").asLong(), c.path("writes").asLong(),
                    c.path("succeeded").asLong(), c.path("failed").asLong(), c.path("timedOut").asLong(),
                    c.path("refused").asLong(), c.path("readStatements").asLong(),
                    c.path("writeStatements").asLong(), c.path("cacheHits").asLong());
        });
    }

    /** Statements sent per read; NaN without reads. */
    public double statementsPerRead() {
        return reads == 0 ? Double.NaN : (double) readStatements / reads;
    }

    /** Statements sent per write; NaN without writes. */
    public double statementsPerWrite() {
        return writes == 0 ? Double.NaN : (double) writeStatements / writes;
    }

    /** The share of reads the client-side cache answered; NaN when no cache was in force or nothing was read. */
    public double hitRatio() {
        return !clientCache || reads == 0 ? Double.NaN : (double) cacheHits / reads;
    }

    /** Requests that failed, timed out or were refused at the cap. */
    public long errors() {
        return failed + timedOut + refused;
    }
}
