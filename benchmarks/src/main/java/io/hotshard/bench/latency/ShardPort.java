package io.hotshard.bench.latency;

import java.util.regex.Pattern;

/** A shard on 127.0.0.1: its ring id and its port, written {@code id=port}. */
record ShardPort(String id, int port) {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    /** Validates the id and the port. */
    ShardPort {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("shard id must match " + ID.pattern() + " but was '" + id + "'");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port of shard " + id + " must be in [1, 65535] but was " + port);
        }
    }

    /** Reads {@code id=port}, e.g. {@code shard-0=9000}. */
    static ShardPort parse(String text) {
        int eq = text.indexOf('=');
        if (eq < 1) {
            throw new IllegalArgumentException("shard must be written ID=PORT but was '" + text + "'");
        }
        try {
            return new ShardPort(text.substring(0, eq), Integer.parseInt(text.substring(eq + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port of shard '" + text + "' must be a number", e);
        }
    }
}
