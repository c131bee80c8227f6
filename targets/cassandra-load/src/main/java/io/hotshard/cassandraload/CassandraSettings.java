package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.CassandraTarget;
import io.hotshard.cassandra.TokenMode;
import io.hotshard.storeload.SimProperties;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The Cassandra settings of a simulation, read once from {@code hotshard.*}: {@code hotshard.target} (a running
 * cluster, {@code cassandra://127.0.0.N:PORT}; else one is started for the run with {@code hotshard.cassandra.nodes}
 * nodes from {@code .baseAddress}, {@code .numTokens} tokens each, keyspace replication {@code .rf} and heap
 * {@code .heap} per node), the consistency level {@code .cl}, {@code .valueBytes}, {@code .maxInFlight} (statements in
 * flight at once; more are refused and counted), {@code .timeout} (a request's deadline) and {@code .startTimeout}
 * (how long each node may take to start); the mitigations of a hot partition ({@link CassandraMitigation}); the
 * chaos under load ({@link ChaosSettings}); {@code .dashboardPort} (the live dashboard's port on 127.0.0.1; 0, the
 * default, picks a free one); the table ({@link CassandraTable}).
 */
public record CassandraSettings(Optional<CassandraTarget> target, int nodes, int rf, int numTokens, String baseAddress,
                                int heapMb, DefaultConsistencyLevel consistency, int valueBytes, int maxInFlight,
                                Duration timeout, Duration startTimeout, CassandraMitigation mitigation,
                                ChaosSettings chaos, int dashboardPort, CassandraTable table) {

    /** The consistency level when none is given. */
    public static final DefaultConsistencyLevel DEFAULT_CL = DefaultConsistencyLevel.LOCAL_ONE;
    /** The base address of a cluster started for a run when none is given (that of {@code hotshard cassandra up}). */
    public static final String DEFAULT_BASE_ADDRESS = "127.0.0.11";

    /** Reads and checks every value; a bad one fails in one line naming the property. */
    public static CassandraSettings from(SimProperties props) {
        Optional<CassandraTarget> target = Optional.ofNullable(props.raw("hotshard.target"))
                .map(CassandraSettings::parseTarget);
        int nodes = props.intValue("hotshard.cassandra.nodes", 3, 1, 9);
        int rf = props.intValue("hotshard.cassandra.rf", 1, 1, nodes);
        int numTokens = props.intValue("hotshard.cassandra.numTokens", 16, 1, CassandraLayout.MAX_TOKENS);
        String base = props.string("hotshard.cassandra.baseAddress", DEFAULT_BASE_ADDRESS);
        int heapMb = props.typed("hotshard.cassandra.heap", 512, CassandraLayout::parseHeap,
                "a heap such as 512m or 1g");
        CassandraSettings settings = new CassandraSettings(target, nodes, rf, numTokens, base, heapMb,
                props.typed("hotshard.cassandra.cl", DEFAULT_CL, CassandraSettings::parseConsistency,
                        "one of " + Arrays.toString(DefaultConsistencyLevel.values())),
                props.intValue("hotshard.cassandra.valueBytes", 64, 1, 1 << 20),
                props.intValue("hotshard.cassandra.maxInFlight", 1000, 1, 100_000),
                props.duration("hotshard.cassandra.timeout", Duration.ofSeconds(2), Duration.ofMillis(10)),
                props.duration("hotshard.cassandra.startTimeout", Duration.ofSeconds(180), Duration.ofSeconds(10)),
                CassandraMitigation.from(props), ChaosSettings.from(props, target.isPresent()),
                props.intValue("hotshard.cassandra.dashboardPort", 0, 0, 65535), CassandraTable.from(props));
        if (settings.table().wide() && settings.mitigation().bucketed()) {
            throw new IllegalArgumentException("hotshard.cassandra.table=wide does not combine with "
                    + "hotshard.cassandra.buckets=" + settings.mitigation().buckets() + ": bucket a wide partition by "
                    + "hand, or run one of them");
        }
        if (target.isEmpty()) {
            try {
                // The layout checks the base address and the heap; the directory is the run's, known later.
                settings.layout(Path.of("."));
                if (settings.chaos().addNodeAt().isPresent()) {
                    settings.layout(Path.of(".")).withNodes(nodes + 1);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("hotshard.cassandra: " + e.getMessage(), e);
            }
        }
        return settings;
    }

    /** The shape of a cluster started for the run, its files in {@code dir}. */
    public CassandraLayout layout(Path dir) {
        return new CassandraLayout(nodes, numTokens, TokenMode.ALLOCATE, rf, baseAddress, heapMb, dir);
    }

    /** The address the client enters the cluster through. */
    public String contactAddress() {
        return target.map(CassandraTarget::address).orElse(baseAddress);
    }

    /** The CQL port the client enters the cluster through. */
    public int contactPort() {
        return target.map(CassandraTarget::port).orElse(CassandraLayout.CQL_PORT);
    }

    private static DefaultConsistencyLevel parseConsistency(String text) {
        return DefaultConsistencyLevel.valueOf(text.toUpperCase(Locale.ROOT));
    }

    private static CassandraTarget parseTarget(String text) {
        try {
            return CassandraTarget.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("hotshard.target: " + e.getMessage(), e);
        }
    }
}
