package io.hotshard.report.run;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The kinds of run events listed in the run-directory contract. */
public enum EventKind {
    NODE_ADDED("node-added"),
    NODE_REMOVED("node-removed"),
    NODE_KILLED("node-killed"),
    NODE_PAUSED("node-paused"),
    NODE_RESUMED("node-resumed"),
    NODE_DOWN("node-down"),
    NODE_UP("node-up"),
    CONFIG_CHANGED("config-changed"),
    PARTITIONER_CHANGED("partitioner-changed"),
    MITIGATION_CHANGED("mitigation-changed"),
    PHASE("phase"),
    NOTE("note");

    private final String label;

    EventKind(String label) {
        this.label = label;
    }

    /** The name as written in {@code run.json}. */
    public String label() {
        return label;
    }

    /** Looks a kind up by its {@code run.json} name; unknown names fail listing the known ones. */
    public static EventKind byName(String name) {
        return Arrays.stream(values())
                .filter(k -> k.label.equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("event kind must be one of "
                        + Arrays.stream(values()).map(EventKind::label).collect(Collectors.joining(", "))
                        + " but was " + name));
    }
}
