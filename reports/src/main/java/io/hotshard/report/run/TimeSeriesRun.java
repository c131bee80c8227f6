package io.hotshard.report.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a time-series run's client saw, from {@code timeseries.json}: where the writes landed and what a read of a
 * time window cost.
 *
 * @param layout            range, salted-range or hash
 * @param salts             salts of a salted layout, else 0
 * @param writes            writes the client saw answered with their shard
 * @param hottestWriteShare the hottest shard's share of them
 * @param writeMaxOverMean  most writes on one shard over the mean per shard
 * @param windowReads       answered window reads
 * @param legsPerRead       mean shard requests per window read, NaN without reads
 * @param eventsPerRead     mean events a window read found, NaN without reads
 */
public record TimeSeriesRun(String layout, int salts, long writes, double hottestWriteShare, double writeMaxOverMean,
                            long windowReads, double legsPerRead, double eventsPerRead) {

    /** The file's name in the run directory. */
    public static final String FILE = RunFiles.TIMESERIES;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Reads {@code dir/timeseries.json}; empty when the run has none; fails naming the file and the bad field. */
    public static Optional<TimeSeriesRun> read(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonFields f = new JsonFields(MAPPER.readTree(file.toFile()), "");
            return Optional.of(new TimeSeriesRun(f.text("layout"), f.integer("salts"), f.whole("writes"),
                    f.number("hottestWriteShare"), f.number("writeMaxOverMean"), f.whole("windowReads"),
                    f.number("legsPerRead", Double.NaN), f.number("eventsPerRead", Double.NaN)));
        } catch (IOException | IllegalArgumentException e) {
            throw new RunFormatException(file + ": " + e.getMessage(), e);
        }
    }
}
