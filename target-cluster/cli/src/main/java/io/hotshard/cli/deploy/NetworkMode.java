package io.hotshard.cli.deploy;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How the services of a stack reach each other. */
public enum NetworkMode {
    /** The engine's host network: every service on its own port of 127.0.0.1; one machine only. */
    HOST("host"),
    /** An overlay network across the swarm's nodes: services by name, router and shard ports published. */
    OVERLAY("overlay");

    private final String label;

    NetworkMode(String label) {
        this.label = label;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** The mode with this label; fails listing the known ones. */
    public static NetworkMode byName(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(mode -> mode.label.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown network '" + name + "'; known: "
                        + Arrays.stream(values()).map(NetworkMode::label).collect(Collectors.joining(", "))));
    }

    @Override
    public String toString() {
        return label;
    }
}
