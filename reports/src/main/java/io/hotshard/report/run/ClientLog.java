package io.hotshard.report.run;

import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** {@code client.hlog}: the client's latency from each request's intended start, one interval per second. */
public final class ClientLog {

    /** The file name in the run directory. */
    public static final String FILE = RunFiles.CLIENT_LOG;

    private ClientLog() {
    }

    /** Reads the log, interval times relative to {@code runStartMillis}; empty when the run has none. */
    public static Optional<HlogSeries> read(Path dir, long runStartMillis) {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(HlogReader.parse(FILE, Files.readString(file), runStartMillis, true));
        } catch (IOException e) {
            throw new RunFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
