package io.hotshard.cassandra;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * A running cluster reached through one of its nodes: {@code cassandra://127.0.0.11:9042}, an IPv4 address in
 * 127.0.0.0/8 only. Its nodes' JMX ports follow hotshard's rule ({@link CassandraLayout#jmxPortOf}).
 */
public record CassandraTarget(String address, int port) {

    private static final String FORM = "cassandra://127.0.0.N:PORT";

    /** Parses {@code cassandra://address:port}; another scheme, a missing port or an address off loopback fails. */
    public static CassandraTarget parse(String text) {
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("target must be " + FORM + " but was " + text, e);
        }
        if (!"cassandra".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 1
                || (uri.getPath() != null && !uri.getPath().isEmpty())) {
            throw new IllegalArgumentException("target must be " + FORM + " but was " + text);
        }
        try {
            CassandraLayout.lastOctet(uri.getHost());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("target must be on loopback (" + FORM + ") but was " + text, e);
        }
        return new CassandraTarget(uri.getHost(), uri.getPort());
    }

    @Override
    public String toString() {
        return "cassandra://" + address + ":" + port;
    }
}
