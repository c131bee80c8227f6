package io.hotshard.simulations;

import io.hotshard.cluster.warm.Lanes;
import io.hotshard.cluster.warm.RequestLanes;
import io.hotshard.http.KeyPaths;
import io.hotshard.keys.KeyFormat;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;
import java.util.Objects;

/**
 * Stores keys 0..n-1 of the run's key format ({@code PUT /kv/<key>}, value {@code preload-<id>}) through the
 * router before the recorder starts, so that the run's reads find data and a migration has keys to move.
 */
public final class RouterPreload {

    private RouterPreload() {
    }

    /**
     * What a preload did.
     *
     * @param keys   keys asked for
     * @param stored keys the router acknowledged (200 or 201)
     */
    public record Result(long keys, long stored, Duration elapsed) {

        /** Whether every key was stored. */
        public boolean complete() {
            return stored == keys;
        }
    }

    /**
     * Writes {@code keys} keys to {@code baseUrl} with {@code concurrency} in flight, stopping at {@code deadline}.
     * Blocks the calling thread, which must not be an event loop.
     */
    public static Result run(Vertx vertx, String baseUrl, KeyFormat format, long keys, int concurrency,
                             Duration deadline) {
        Objects.requireNonNull(format, "format");
        if (keys < 0) {
            throw new IllegalArgumentException("preload keys must be >= 0 but was " + keys);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("preload concurrency must be >= 1 but was " + concurrency);
        }
        if (keys == 0) {
            return new Result(0, 0, Duration.ZERO);
        }
        Lanes.Outcome outcome = RequestLanes.run(vertx, keys, concurrency, deadline,
                id -> new RequestOptions().setMethod(HttpMethod.PUT)
                        .setAbsoluteURI(baseUrl + KeyPaths.kv(format.format(id))),
                id -> Buffer.buffer("preload-" + id), status -> status == 200 || status == 201);
        return new Result(keys, outcome.succeeded(), outcome.elapsed());
    }
}
