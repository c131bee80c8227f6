package io.hotshard.redis;

import java.net.URI;
import java.net.URISyntaxException;

/** An existing cluster reached through one of its nodes: {@code redis://127.0.0.1:PORT}, loopback only. */
public record RedisTarget(String host, int port) {

    /** Parses {@code redis://host:port}; another scheme, a missing port or a non-loopback host fails naming it. */
    public static RedisTarget parse(String text) {
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("target must be redis://127.0.0.1:PORT but was " + text, e);
        }
        if (!"redis".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 1) {
            throw new IllegalArgumentException("target must be redis://127.0.0.1:PORT but was " + text);
        }
        if (!uri.getHost().equals("127.0.0.1") && !uri.getHost().equals("localhost")) {
            throw new IllegalArgumentException("target must be on loopback (127.0.0.1) but was " + text);
        }
        return new RedisTarget("127.0.0.1", uri.getPort());
    }

    @Override
    public String toString() {
        return "redis://" + host + ":" + port;
    }
}
