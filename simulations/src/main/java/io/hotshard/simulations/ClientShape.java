package io.hotshard.simulations;

import io.hotshard.storeload.SimProperties;
import java.time.Duration;

/**
 * The load generator's own shape: how it spaces its arrivals, how many connections it may hold per target host and
 * how long it waits for a response. Not to be confused with {@code hotshard.requestTimeout}, the router's deadline for a shard's answer.
 *
 * @param maxConnections requests in flight per target host, hence HTTP/1.1 connections in use; an arrival that
 *                       finds them all busy is not sent and counts as failed ({@code hotshard.maxConnections})
 * @param clientTimeout  how long the generator waits for a response before counting a time-out
 *                       ({@code hotshard.clientTimeout})
 * @param arrivals       how the steady part of the open model spaces its arrivals ({@code hotshard.arrivals})
 */
public record ClientShape(int maxConnections, Duration clientTimeout, ArrivalProcess arrivals) {

    /** Enough for 10,000 req/s at up to 50 ms per request, far below the 20,000 descriptors of one JVM. */
    public static final int DEFAULT_MAX_CONNECTIONS = 512;
    /** Gatling's {@code gatling.http.requestTimeout} in this project's {@code gatling.conf}. */
    public static final Duration DEFAULT_CLIENT_TIMEOUT = Duration.ofSeconds(10);

    /** Checks the values. */
    public ClientShape {
        if (arrivals == null) {
            throw new IllegalArgumentException("hotshard.arrivals must be given");
        }
        if (maxConnections < 1) {
            throw new IllegalArgumentException("hotshard.maxConnections must be >= 1 but was " + maxConnections);
        }
        if (clientTimeout.compareTo(Duration.ofMillis(1)) < 0) {
            throw new IllegalArgumentException("hotshard.clientTimeout must be at least 1ms but was " + clientTimeout);
        }
    }

    /** Reads {@code hotshard.maxConnections}, {@code hotshard.clientTimeout} and {@code hotshard.arrivals}. */
    public static ClientShape from(SimProperties props) {
        return new ClientShape(props.intValue("hotshard.maxConnections", DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
                props.duration("hotshard.clientTimeout", DEFAULT_CLIENT_TIMEOUT, Duration.ofMillis(1)),
                ArrivalProcess.from(props));
    }
}
