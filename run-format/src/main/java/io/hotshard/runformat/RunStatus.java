package io.hotshard.runformat;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The {@code status} of a run in {@code run.json}. */
public enum RunStatus {
    RUNNING("running"),
    COMPLETE("complete"),
    INCOMPLETE("incomplete");

    private final String label;

    RunStatus(String label) {
        this.label = label;
    }

    /** The name as written in {@code run.json}. */
    public String label() {
        return label;
    }

    /** Looks a status up by its {@code run.json} name; unknown names fail listing the known ones. */
    public static RunStatus byName(String name) {
        return Arrays.stream(values())
                .filter(s -> s.label.equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("status must be one of "
                        + Arrays.stream(values()).map(RunStatus::label).collect(Collectors.joining(", "))
                        + " but was " + name));
    }
}
