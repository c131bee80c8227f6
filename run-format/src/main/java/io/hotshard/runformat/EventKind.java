package io.hotshard.runformat;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The kinds of run events of the run-directory contract, by the name written in {@code run.json}. */
public enum EventKind {
    /** A shard joined the ring. */
    NODE_ADDED("node-added"),
    /** A shard left the ring. */
    NODE_REMOVED("node-removed"),
    /** A shard was made to refuse connections, as a crash would. */
    NODE_KILLED("node-killed"),
    /** A shard stopped serving while keeping its connections (a stop-the-world pause). */
    NODE_PAUSED("node-paused"),
    /** A paused shard serves again. */
    NODE_RESUMED("node-resumed"),
    /** The router marked a shard down. */
    NODE_DOWN("node-down"),
    /** The router marked a shard up, or a killed shard was revived. */
    NODE_UP("node-up"),
    /** A shard's configuration changed (e.g. its slowness). */
    CONFIG_CHANGED("config-changed"),
    /** The router switched partitioner. */
    PARTITIONER_CHANGED("partitioner-changed"),
    /** A hot-spot mitigation was switched. */
    MITIGATION_CHANGED("mitigation-changed"),
    /** A load step; the detail carries {@code offeredRate}. */
    PHASE("phase"),
    /** Anything else worth seeing on the timeline. */
    NOTE("note");

    private final String label;

    EventKind(String label) {
        this.label = label;
    }

    /** The name written in {@code run.json}. */
    public String label() {
        return label;
    }

    /** The kind with this name; unknown names fail listing the known ones. */
    public static EventKind byName(String name) {
        return Arrays.stream(values()).filter(k -> k.label.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("event kind must be one of "
                        + Arrays.stream(values()).map(EventKind::label).collect(Collectors.joining(", "))
                        + " but was " + name));
    }
}
