package io.hotshard.shard;

import java.time.Instant;

/**
 * When a request reached the shard. A client (the router, a load generator) may say when it put the request on
 * the wire in {@value #SENT_HEADER}, wall-clock microseconds since the epoch; on one machine that is within tens
 * of microseconds of the request reaching the shard's socket, earlier than any point Vert.x lets a handler see.
 * Without the header, or with one that is in the future or more than {@link #MAX_TRUSTED_MICROS} old (another
 * machine's clock), the arrival is the request handler's first line.
 */
public final class ArrivalStamp {

    /** The request header carrying the client's send time, epoch microseconds. */
    public static final String SENT_HEADER = "X-Hotshard-Sent-Micros";
    /** A send time older than this is not trusted: clocks of different machines disagree by more. */
    static final long MAX_TRUSTED_MICROS = 10_000_000;

    private ArrivalStamp() {
    }

    /** The current wall-clock time in epoch microseconds, the unit of {@link #SENT_HEADER}. */
    public static long epochMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000 + now.getNano() / 1_000;
    }

    /**
     * The arrival on the {@link System#nanoTime()} scale: {@code handlerNanos} moved back by how long ago the
     * client sent the request, when {@code sentHeader} is a trusted send time.
     */
    static long arrivalNanos(String sentHeader, long handlerNanos, long nowEpochMicros) {
        if (sentHeader == null) {
            return handlerNanos;
        }
        long sent;
        try {
            sent = Long.parseLong(sentHeader.trim());
        } catch (NumberFormatException e) {
            return handlerNanos;
        }
        long agoMicros = nowEpochMicros - sent;
        if (agoMicros < 0 || agoMicros > MAX_TRUSTED_MICROS) {
            return handlerNanos;
        }
        return handlerNanos - agoMicros * 1_000;
    }
}
