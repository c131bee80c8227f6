package io.hotshard.bench.latency;

import java.util.regex.Pattern;

/** A server on 127.0.0.1 (a shard by its ring id, or a front end by a label) and its port: {@code name=port}. */
record NamedPort(String name, int port) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    /** Validates the name and the port. */
    NamedPort {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("name must match " + NAME.pattern() + " but was '" + name + "'");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port of " + name + " must be in [1, 65535] but was " + port);
        }
    }

    /** Reads {@code name=port}, e.g. {@code shard-0=9000}. */
    static NamedPort parse(String text) {
        int eq = text.indexOf('=');
        if (eq < 1) {
            throw new IllegalArgumentException("must be written NAME=PORT but was '" + text + "'");
        }
        try {
            return new NamedPort(text.substring(0, eq), Integer.parseInt(text.substring(eq + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port of '" + text + "' must be a number", e);
        }
    }
}
