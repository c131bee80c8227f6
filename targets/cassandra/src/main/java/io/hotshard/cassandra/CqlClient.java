package io.hotshard.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A CQL session to a local cluster through the Java driver: whether each node answers, hotshard's schema, and the
 * ring's tokens.
 */
public final class CqlClient implements AutoCloseable {

    /** The data centre of every node under SimpleSnitch. */
    public static final String DATACENTER = "datacenter1";
    /** How long a request may take: schema changes on a busy two-core machine exceed the driver's default 2 s. */
    public static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(20);

    private final CqlSession session;

    private CqlClient(CqlSession session) {
        this.session = session;
    }

    /** Opens a session through the node at {@code address}; it finds the others from there. */
    public static CqlClient connect(String address) {
        return connect(new CqlEndpoint(address, CassandraLayout.CQL_PORT));
    }

    /** Opens a session through the node at {@code endpoint}; it finds the others from there. */
    public static CqlClient connect(CqlEndpoint endpoint) {
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, REQUEST_TIMEOUT)
                .build();
        try {
            return new CqlClient(CqlSession.builder()
                    .addContactPoint(new InetSocketAddress(LocalAddresses.inet(endpoint.address()), endpoint.port()))
                    .withLocalDatacenter(DATACENTER).withConfigLoader(config).build());
        } catch (DriverException e) {
            throw new IllegalStateException("no CQL session through " + endpoint + ": " + e.getMessage(), e);
        }
    }

    /** Whether the node at {@code address} answers a query sent to it alone. */
    public boolean answers(String address) {
        Optional<Node> node = node(address);
        if (node.isEmpty()) {
            return false;
        }
        try {
            return session.execute(SimpleStatement.newInstance("SELECT release_version FROM system.local")
                    .setNode(node.get())).one() != null;
        } catch (DriverException e) {
            return false;
        }
    }

    /** Creates hotshard's keyspace, replicated {@code rf} times (SimpleStrategy), and its table {@code kv}. */
    public void createSchema(int rf) {
        session.execute("CREATE KEYSPACE IF NOT EXISTS " + CassandraLayout.KEYSPACE + " WITH replication ="
                + " {'class': 'SimpleStrategy', 'replication_factor': " + rf + "}");
        session.execute("CREATE TABLE IF NOT EXISTS " + CassandraLayout.KEYSPACE + ".kv (k text PRIMARY KEY, v blob)");
    }

    /**
     * Every node's tokens as the node at {@code address} lists them: {@code system.local} for itself,
     * {@code system.peers} for the others, both asked of that node alone so that they describe one view of the ring;
     * signed Murmur3 tokens, ascending, per address in address order.
     */
    public Map<String, List<Long>> tokens(String address) {
        Node node = node(address).orElseThrow(() -> new IllegalStateException("the driver does not know the node "
                + address));
        Map<String, List<Long>> tokens = new TreeMap<>(Endpoints.ADDRESS_ORDER);
        Row local = session.execute(SimpleStatement.newInstance("SELECT broadcast_address, tokens FROM system.local")
                .setNode(node)).one();
        if (local != null) {
            tokens.put(local.getInetAddress("broadcast_address").getHostAddress(),
                    signed(local.getSet("tokens", String.class)));
        }
        for (Row peer : session.execute(SimpleStatement.newInstance("SELECT peer, tokens FROM system.peers")
                .setNode(node))) {
            tokens.put(peer.getInetAddress("peer").getHostAddress(), signed(peer.getSet("tokens", String.class)));
        }
        return tokens;
    }

    /** The driver's session, for what a later client needs. */
    public CqlSession session() {
        return session;
    }

    @Override
    public void close() {
        session.close();
    }

    private static List<Long> signed(Set<String> tokens) {
        return tokens.stream().map(Long::parseLong).sorted().toList();
    }

    private Optional<Node> node(String address) {
        return session.getMetadata().getNodes().values().stream()
                .filter(n -> n.getEndPoint().resolve() instanceof InetSocketAddress socket
                        && socket.getAddress().getHostAddress().equals(address))
                .findFirst();
    }
}
