package io.hotshard.http;

import io.vertx.core.http.HttpServerOptions;

/**
 * How large a request the router and the shards accept, in bytes unless named otherwise. A request over a limit is
 * refused before it reaches a route: 414 for an initial line or a key too long, 431 for headers too large, 413 for
 * a body too large, 400 for too many query parameters.
 *
 * @param maxInitialLineBytes method, URI and version together
 * @param maxHeaderBytes      all request headers together
 * @param maxKeyBytes         a key of {@code /kv/{key}}, in UTF-8 after percent-decoding
 * @param maxQueryParams      parameters of one query string
 * @param maxValueBytes       the body of {@code PUT /kv/{key}}
 * @param maxAdminBodyBytes   the body of any other request (admin JSON)
 */
public record RequestLimits(int maxInitialLineBytes, int maxHeaderBytes, int maxKeyBytes, int maxQueryParams,
                            long maxValueBytes, long maxAdminBodyBytes) {

    /** Validates every limit; messages name the limit and carry the bad value. */
    public RequestLimits {
        requireRange("maxInitialLineBytes", maxInitialLineBytes, 256, 65_536);
        requireRange("maxHeaderBytes", maxHeaderBytes, 1_024, 65_536);
        requireRange("maxKeyBytes", maxKeyBytes, 1, 8_192);
        if (maxKeyBytes + 4 > maxInitialLineBytes) {
            throw new IllegalArgumentException("maxKeyBytes must leave room for /kv/ in maxInitialLineBytes ("
                    + maxInitialLineBytes + ") but was " + maxKeyBytes);
        }
        requireRange("maxQueryParams", maxQueryParams, 1, 1_024);
        requireRange("maxValueBytes", maxValueBytes, 1, 64L << 20);
        requireRange("maxAdminBodyBytes", maxAdminBodyBytes, 1, 16L << 20);
    }

    /** 4 KiB initial line, 8 KiB of headers, 1 KiB keys, 32 query parameters, 1 MiB values, 64 KiB admin bodies. */
    public static RequestLimits defaults() {
        return new RequestLimits(4_096, 8_192, 1_024, 32, 1L << 20, 64L << 10);
    }

    /** Returns a copy with another key limit. */
    public RequestLimits withMaxKeyBytes(int bytes) {
        return new RequestLimits(maxInitialLineBytes, maxHeaderBytes, bytes, maxQueryParams, maxValueBytes,
                maxAdminBodyBytes);
    }

    /**
     * Server options carrying the initial-line and header limits, which the HTTP/1.1 decoder enforces. Upgrades to
     * cleartext HTTP/2 are off: they would bypass those limits, and hotshard speaks HTTP/1.1.
     */
    public HttpServerOptions serverOptions() {
        return new HttpServerOptions().setMaxInitialLineLength(maxInitialLineBytes).setMaxHeaderSize(maxHeaderBytes)
                .setHttp2ClearTextEnabled(false);
    }

    private static void requireRange(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "] but was " + value);
        }
    }
}
