package io.hotshard.cassandra;

import java.util.Set;

/** A node's JVM ended before the node reached a step of its start; says which modes it had reported and why. */
final class NodeExited extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final transient Set<String> modes;
    private final String why;

    NodeExited(String message, Set<String> modes, String why) {
        super(message);
        this.modes = Set.copyOf(modes);
        this.why = why;
    }

    /** The node's own start-up exception in parentheses, or nothing when it printed none (a SIGKILL, say). */
    String why() {
        return why;
    }

    /**
     * Whether the node ended while it joined the ring (bootstrap), the step that fails when its view of the others
     * is not yet complete ("a node required to move the data consistently is down", "other bootstrapping nodes
     * detected") and that Cassandra resumes when the node is started again.
     */
    boolean whileJoining() {
        return modes.contains("JOINING");
    }
}
