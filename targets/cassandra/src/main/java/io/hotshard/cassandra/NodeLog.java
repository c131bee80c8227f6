package io.hotshard.cassandra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The last error a node wrote to {@code logs/system.log}: a start that fails stops the nodes and removes their
 * directory, so its message must carry the reason itself.
 */
final class NodeLog {

    private static final int MAX_CHARS = 400;

    private NodeLog() {
    }

    /** The last line of the node's system log at level ERROR, shortened; empty when there is none or no log. */
    static String lastError(Path nodeDir) {
        Path log = nodeDir.resolve("logs").resolve("system.log");
        if (!Files.isRegularFile(log)) {
            return "";
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i);
            if (line.startsWith("ERROR")) {
                return line.length() > MAX_CHARS ? line.substring(0, MAX_CHARS) + "..." : line;
            }
        }
        return "";
    }
}
