package io.hotshard.keys.analyze;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A live ring's row in words: each node's share by address, and how a replicated request is counted. */
final class NodeShares {

    private NodeShares() {
    }

    /** {@code 127.0.0.11 34.2%, 127.0.0.12 33.1%, ...}. */
    static String list(PartitionRow row) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < row.nodeNames().size(); i++) {
            parts.add(String.format(Locale.ROOT, "%s %.1f%%", row.nodeNames().get(i), row.shardShares().get(i) * 100));
        }
        return String.join(", ", parts);
    }

    /** How the shares count a key's requests on its replicas. */
    static String counting(PartitionRow row) {
        return String.format(Locale.ROOT, "rf %d, SimpleStrategy: a read at ONE counts 1/%d on each of its key's %d"
                + " replicas, a write 1 on each, so reads and writes give the same shares", row.replicas(),
                row.replicas(), row.replicas());
    }
}
