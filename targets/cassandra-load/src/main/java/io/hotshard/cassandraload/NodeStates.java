package io.hotshard.cassandraload;

import io.hotshard.recording.StampedEvent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the run's events say of its nodes, for the live dashboard: a node being added ({@code joining} until its
 * bootstrap finished), killed, paused (until resumed), leaving or decommissioned. A node the events say nothing of
 * now is {@code up} while it answers the sampler and {@code no answer} otherwise.
 */
final class NodeStates {

    static final String UP = "up";
    static final String JOINING = "joining";
    static final String NO_ANSWER = "no answer";

    private final Map<String, String> said = new LinkedHashMap<>();

    private NodeStates() {
    }

    /** Reads {@code events}, oldest first. */
    static NodeStates of(List<StampedEvent> events) {
        NodeStates states = new NodeStates();
        for (StampedEvent e : events) {
            switch (e.kind()) {
                case NODE_ADDED -> states.said.put(e.target(), JOINING);
                case NODE_KILLED -> states.said.put(e.target(), "killed");
                case NODE_PAUSED -> states.said.put(e.target(), "paused");
                case NODE_REMOVED -> states.said.put(e.target(), "leaving");
                case NODE_RESUMED -> states.said.remove(e.target());
                case NOTE -> states.note(e);
                default -> {
                }
            }
        }
        return states;
    }

    private void note(StampedEvent e) {
        switch (e.detail().getString("name", "")) {
            case "bootstrap finished" -> said.remove(e.target());
            case "decommission finished" -> said.put(e.target(), "decommissioned");
            default -> {
            }
        }
    }

    /** The state of a sampled node; a node added under load is sampled once it is normal. */
    String of(NodeNow node) {
        String state = said.get(node.address());
        if (state == null || state.equals(JOINING)) {
            return node.answered() ? UP : NO_ANSWER;
        }
        return state;
    }

    /** The nodes being added that the sampler does not read yet. */
    List<String> joining(List<NodeNow> sampled) {
        return said.entrySet().stream().filter(e -> e.getValue().equals(JOINING))
                .map(Map.Entry::getKey)
                .filter(a -> sampled.stream().noneMatch(n -> n.address().equals(a))).toList();
    }
}
