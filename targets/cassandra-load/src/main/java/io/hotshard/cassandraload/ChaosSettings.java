package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;
import java.util.Optional;

/**
 * The chaos of a Cassandra run, each a time after the load began: {@code hotshard.cassandra.addNodeAt} adds a node,
 * {@code .killAt} SIGKILLs one, {@code .pauseAt} SIGSTOPs one for {@code .pauseFor} (default 10 s) and SIGCONTs it,
 * {@code .decommissionAt} decommissions one (nodetool decommission over JMX); the node killed, paused or decommissioned
 * is {@code .chaosNode} (an address of the cluster; by default the first replica of the
 * sample's hottest key). All of them need a cluster started for the run: its processes are the run's to signal.
 */
public record ChaosSettings(Optional<Duration> addNodeAt, Optional<Duration> killAt, Optional<Duration> pauseAt,
                            Duration pauseFor, Optional<Duration> decommissionAt, Optional<String> chaosNode) {

    /** The property that adds a node under load. */
    public static final String ADD_NODE_AT = "hotshard.cassandra.addNodeAt";
    /** The property that kills a node under load. */
    public static final String KILL_AT = "hotshard.cassandra.killAt";
    /** The property that decommissions a node under load. */
    public static final String DECOMMISSION_AT = "hotshard.cassandra.decommissionAt";
    /** The property that pauses a node under load. */
    public static final String PAUSE_AT = "hotshard.cassandra.pauseAt";

    /** Reads and checks the values; with a running cluster as the target any of them is refused naming both. */
    static ChaosSettings from(SimProperties props, boolean target) {
        ChaosSettings chaos = new ChaosSettings(at(props, ADD_NODE_AT), at(props, KILL_AT), at(props, PAUSE_AT),
                props.duration("hotshard.cassandra.pauseFor", Duration.ofSeconds(10), Duration.ofMillis(100)),
                at(props, DECOMMISSION_AT),
                Optional.ofNullable(props.raw("hotshard.cassandra.chaosNode")).map(a -> address(a)));
        if (target) {
            for (String name : new String[] {ADD_NODE_AT, KILL_AT, PAUSE_AT, DECOMMISSION_AT}) {
                if (props.raw(name) != null) {
                    throw new IllegalArgumentException(name + " acts on a cluster started for the run, but"
                            + " hotshard.target names a running one (" + props.raw("hotshard.target") + ")");
                }
            }
        }
        return chaos;
    }

    /** Whether a node is killed, paused or decommissioned during the run. */
    public boolean actsOnANode() {
        return killAt.isPresent() || pauseAt.isPresent() || decommissionAt.isPresent();
    }

    private static Optional<Duration> at(SimProperties props, String name) {
        return Optional.ofNullable(props.raw(name)).map(text -> props.duration(name, Duration.ZERO, Duration.ZERO));
    }

    private static String address(String text) {
        try {
            CassandraLayout.jmxPortOf(text);
            return text;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("hotshard.cassandra.chaosNode must be a node's address in 127.0.0.0/8"
                    + " but was '" + text + "'", e);
        }
    }
}
