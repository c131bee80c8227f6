package io.hotshard.cassandra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Why a node's JVM ended during its start, as the node printed it: Cassandra's daemon writes one line
 * {@code Exception (TYPE) encountered during startup: MESSAGE} to its standard output before it exits.
 */
final class StartupFailure {

    private static final String MARK = "encountered during startup: ";

    private StartupFailure() {
    }

    /** The message of the last start-up exception in the node's {@code logs/stdout.log}, if there is one. */
    static Optional<String> of(Path nodeDir) {
        Path log = nodeDir.resolve("logs").resolve("stdout.log");
        try {
            if (!Files.isRegularFile(log)) {
                return Optional.empty();
            }
            return last(Files.readAllLines(log, StandardCharsets.UTF_8));
        } catch (IOException | java.io.UncheckedIOException e) {
            return Optional.empty();
        }
    }

    static Optional<String> last(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            int at = lines.get(i).indexOf(MARK);
            if (at >= 0) {
                return Optional.of(lines.get(i).substring(at + MARK.length()).trim());
            }
        }
        return Optional.empty();
    }
}
