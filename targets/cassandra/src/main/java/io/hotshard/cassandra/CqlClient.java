package io.hotshard.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Optional;

/** A CQL session to a local cluster through the Java driver: whether each node answers, and hotshard's schema. */
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
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, REQUEST_TIMEOUT)
                .build();
        try {
            return new CqlClient(CqlSession.builder()
                    .addContactPoint(new InetSocketAddress(LocalAddresses.inet(address), CassandraLayout.CQL_PORT))
                    .withLocalDatacenter(DATACENTER).withConfigLoader(config).build());
        } catch (DriverException e) {
            throw new IllegalStateException("no CQL session through " + address + ": " + e.getMessage(), e);
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

    /** The driver's session, for what a later client needs. */
    public CqlSession session() {
        return session;
    }

    @Override
    public void close() {
        session.close();
    }

    private Optional<Node> node(String address) {
        return session.getMetadata().getNodes().values().stream()
                .filter(n -> n.getEndPoint().resolve() instanceof InetSocketAddress socket
                        && socket.getAddress().getHostAddress().equals(address))
                .findFirst();
    }
}
