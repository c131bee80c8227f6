package io.hotshard.router.core;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The base address of a shard, {@code http://host:port} with an optional trailing slash and nothing else.
 *
 * @param text the URL as given
 * @param host host name or IP literal, without IPv6 brackets
 * @param port TCP port, 1..65535
 */
public record ShardUrl(String text, String host, int port) {

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    /** Validates the fields. */
    public ShardUrl {
        if (text == null || host == null || host.isBlank()) {
            throw new IllegalArgumentException("url must name a host but was " + text);
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("url port must be in [1, 65535] but was " + port + " in " + text);
        }
    }

    /** Parses {@code http://host:port}; fails naming the bad URL and what is wrong with it. */
    public static ShardUrl parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("url must be http://host:port but was '" + text + "'");
        }
        URI uri;
        try {
            uri = new URI(text.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("url must be http://host:port but was '" + text + "': "
                    + e.getReason());
        }
        if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 0
                || uri.getRawUserInfo() != null || uri.getRawQuery() != null || uri.getRawFragment() != null
                || !(uri.getRawPath() == null || uri.getRawPath().isEmpty() || "/".equals(uri.getRawPath()))) {
            throw new IllegalArgumentException("url must be http://host:port (explicit port, no path or query)"
                    + " but was '" + text + "'");
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new ShardUrl(text.trim(), host, uri.getPort());
    }

    /**
     * Whether the host is a loopback address. Only {@code localhost} and IP literals are recognised, so the
     * check never waits on DNS; any other name counts as remote.
     */
    public boolean isLoopback() {
        if ("localhost".equals(host.toLowerCase(Locale.ROOT))) {
            return true;
        }
        if (!IPV4.matcher(host).matches() && !host.contains(":")) {
            return false;
        }
        try {
            // An IP literal is parsed without any lookup.
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** {@code host:port} as a {@code Host} header names the shard, an IPv6 literal in brackets. */
    public String authority() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ':' + port;
    }

    @Override
    public String toString() {
        return text;
    }
}
