package io.hotshard.cassandra;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * A running cluster reached through one node's CQL port: {@code cassandra://127.0.0.11:9042}, on loopback
 * (127.0.0.0/8) only, so that a typo never reads or loads someone else's cluster.
 *
 * @param address the node's dotted IPv4 address
 * @param port    its CQL port
 */
public record CqlEndpoint(String address, int port) {

    /** The scheme of the text form. */
    public static final String SCHEME = "cassandra";

    /** Whether {@code text} is meant as an endpoint (it starts with {@code cassandra://}), right or wrong. */
    public static boolean looksLikeOne(String text) {
        return text.startsWith(SCHEME + "://");
    }

    /** Parses {@code cassandra://ADDRESS[:PORT]} (port 9042 by default); anything else fails naming the text. */
    public static CqlEndpoint parse(String text) {
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("a cluster must be cassandra://127.0.0.x:PORT but was " + text, e);
        }
        String host = uri.getHost();
        if (!SCHEME.equals(uri.getScheme()) || host == null || (uri.getPath() != null && !uri.getPath().isEmpty())
                || uri.getQuery() != null) {
            throw new IllegalArgumentException("a cluster must be cassandra://127.0.0.x:PORT but was " + text);
        }
        if (!host.matches("127(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}")) {
            throw new IllegalArgumentException("a cluster must be on loopback (an address in 127.0.0.0/8) but was "
                    + text);
        }
        return new CqlEndpoint(host, uri.getPort() < 0 ? CassandraLayout.CQL_PORT : uri.getPort());
    }

    @Override
    public String toString() {
        return SCHEME + "://" + address + ":" + port;
    }
}
