package io.hotshard.simulations;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What a chaos step does to a node; the names are what users write in {@code hotshard.chaos}. */
public enum ChaosAction {
    /** Add a spare shard to the router's ring ({@code POST /admin/nodes} on the router). */
    ADD("add", Argument.NONE),
    /** Remove a shard from the router's ring, a planned removal ({@code DELETE /admin/nodes/{id}}). */
    REMOVE("remove", Argument.NONE),
    /** Take a shard down abruptly, connections refused, for the given time or the rest of the run. */
    KILL("kill", Argument.OPTIONAL_DURATION),
    /** Stop a shard serving for the given time: a GC pause or gray failure ({@code POST /admin/stall}). */
    PAUSE("pause", Argument.DURATION),
    /** Multiply a shard's service time by the given factor; 1 restores it ({@code POST /admin/config}). */
    SLOW("slow", Argument.NUMBER),
    /**
     * Add a spare shard with its data, copying the given number of keys per second at most
     * ({@code POST /admin/migrations} on the router, verifying and cleaning up; see {@code docs/resharding.md}).
     */
    MIGRATE("migrate", Argument.NUMBER);

    /** What the fourth field of a step holds. */
    public enum Argument {
        /** No fourth field. */
        NONE,
        /** A duration such as 5s, required. */
        DURATION,
        /** A duration such as 5s, optional. */
        OPTIONAL_DURATION,
        /** A positive number, required: a slowness multiplier, or a migration's keys per second. */
        NUMBER
    }

    private final String label;
    private final Argument argument;

    ChaosAction(String label, Argument argument) {
        this.label = label;
        this.argument = argument;
    }

    /** The name users write. */
    public String label() {
        return label;
    }

    /** What the step's fourth field holds. */
    public Argument argument() {
        return argument;
    }

    /** The action with this name; fails listing the known ones. */
    public static ChaosAction byName(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (ChaosAction action : values()) {
            if (action.label.equals(wanted)) {
                return action;
            }
        }
        throw new IllegalArgumentException("unknown chaos action '" + name + "'; known: "
                + Arrays.stream(values()).map(ChaosAction::label).collect(Collectors.joining(", ")));
    }
}
