package io.hotshard.redisload;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What one request costs the node that serves it ({@code hotshard.redis.command}): {@code get} (a GET of a value of
 * {@code hotshard.redis.valueBytes}), {@code lrange:N} and {@code zrevrange:N} (N elements of a preloaded list or
 * sorted set), {@code eval:busyMicros=M} (a Lua script that keeps the main loop busy for M µs, then GETs the key).
 * Plain GETs cannot saturate a master from one two-core machine; the other forms make each request dearer.
 */
public record RedisCommandSpec(Kind kind, int elements, long busyMicros) {

    /** The forms a request can take, by the name users type. */
    public enum Kind {
        /** GET key. */
        GET("get"),
        /** LRANGE key 0 N-1 on a list of N elements. */
        LRANGE("lrange"),
        /** ZREVRANGE key 0 N-1 on a sorted set of N members. */
        ZREVRANGE("zrevrange"),
        /** EVAL of a busy loop of M µs, then GET key. */
        EVAL("eval");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** The name users type, which is also the command's name in commandstats. */
        public String label() {
            return label;
        }
    }

    /** Checks the parameters of each form. */
    public RedisCommandSpec {
        if ((kind == Kind.LRANGE || kind == Kind.ZREVRANGE) && (elements < 1 || elements > 100_000)) {
            throw new IllegalArgumentException(kind.label() + " needs N within [1, 100000] but was " + elements);
        }
        if (kind == Kind.EVAL && (busyMicros < 1 || busyMicros > 1_000_000)) {
            throw new IllegalArgumentException("eval needs busyMicros within [1, 1000000] but was " + busyMicros);
        }
    }

    /** Parses {@code get}, {@code lrange:N}, {@code zrevrange:N} or {@code eval:busyMicros=M}; fails naming the value. */
    public static RedisCommandSpec parse(String text) {
        String[] parts = text.trim().toLowerCase(Locale.ROOT).split(":", 2);
        Kind kind = Arrays.stream(Kind.values()).filter(k -> k.label().equals(parts[0])).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("hotshard.redis.command must be one of "
                        + Arrays.stream(Kind.values()).map(Kind::label).collect(Collectors.joining(", "))
                        + " but was " + text));
        try {
            return switch (kind) {
                case GET -> {
                    if (parts.length > 1) {
                        throw new IllegalArgumentException("get takes no parameter but was " + text);
                    }
                    yield new RedisCommandSpec(kind, 0, 0);
                }
                case LRANGE, ZREVRANGE -> new RedisCommandSpec(kind, Integer.parseInt(required(parts, text)), 0);
                case EVAL -> {
                    String p = required(parts, text);
                    if (!p.startsWith("busymicros=")) {
                        throw new IllegalArgumentException("eval needs busyMicros=M but was " + text);
                    }
                    yield new RedisCommandSpec(kind, 0, Long.parseLong(p.substring("busymicros=".length())));
                }
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("hotshard.redis.command has a bad number: " + text, e);
        }
    }

    private static String required(String[] parts, String text) {
        if (parts.length < 2 || parts[1].isEmpty()) {
            throw new IllegalArgumentException("hotshard.redis.command " + parts[0] + " needs a parameter but was "
                    + text);
        }
        return parts[1];
    }

    /** The command's name in the nodes' commandstats ({@code eval_ro}: the script runs as EVAL_RO, read-only). */
    public String commandstatsName() {
        return kind == Kind.EVAL ? "eval_ro" : kind.label();
    }

    @Override
    public String toString() {
        return switch (kind) {
            case GET -> "get";
            case LRANGE, ZREVRANGE -> kind.label() + ":" + elements;
            case EVAL -> "eval:busyMicros=" + busyMicros;
        };
    }
}
