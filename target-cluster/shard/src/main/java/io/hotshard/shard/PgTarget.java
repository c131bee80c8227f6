package io.hotshard.shard;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * A PostgreSQL server and database to connect to, read from a URL such as
 * {@code postgresql://user:secret@127.0.0.1:5432/hotshard}.
 */
public record PgTarget(String host, int port, String database, String user, String password) {

    /** Validates every field. */
    public PgTarget {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("pg host must be given but was " + host);
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("pg port must be in [1, 65535] but was " + port);
        }
        if (database == null || database.isBlank()) {
            throw new IllegalArgumentException("pg database must be given but was " + database);
        }
        if (user == null || user.isBlank()) {
            throw new IllegalArgumentException("pg user must be given but was " + user);
        }
        password = password == null ? "" : password;
    }

    /** Reads {@code postgresql://[user[:password]@]host[:port][/database]}; user and database default to postgres. */
    public static PgTarget parse(String url) {
        URI uri;
        try {
            uri = new URI(url == null ? "" : url.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("pg url must look like postgresql://user:password@host:port/db but was "
                    + url, e);
        }
        if (!"postgresql".equals(uri.getScheme()) && !"postgres".equals(uri.getScheme())) {
            throw new IllegalArgumentException("pg url must start with postgresql:// but was " + url);
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("pg url must name a host but was " + url);
        }
        String user = "postgres";
        String password = "";
        if (uri.getRawUserInfo() != null) {
            String[] parts = uri.getRawUserInfo().split(":", 2);
            user = decode(parts[0]);
            password = parts.length > 1 ? decode(parts[1]) : "";
        }
        String path = uri.getPath() == null ? "" : uri.getPath().replaceFirst("^/", "");
        return new PgTarget(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort(),
                path.isEmpty() ? "postgres" : path, user, password);
    }

    /** The URL without the password, for banners and manifests. */
    public String displayUrl() {
        return "postgresql://" + user + "@" + host + ":" + port + "/" + database;
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }
}
