package io.hotshard.router.dashboard;

import io.hotshard.ring.BoundedLoadPartitioner;
import io.hotshard.ring.HashPartitioner;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.ring.TokenRing;
import io.hotshard.router.core.RouterState;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The ring as a picture's data: each vnode token's position on the circle (0..1 of the unsigned 64-bit hash space)
 * and its owner. Partitioners without tokens are shown by the owners of {@value #SAMPLE_POINTS} evenly spaced hashes
 * ({@code "sampled": true}); ones that do not place hashes at all (slots, range) by their nodes alone.
 */
public final class RingPicture {

    /** Hashes sampled for a partitioner without tokens. */
    static final int SAMPLE_POINTS = 360;
    /** Most tokens drawn; larger rings are thinned evenly, keeping each token's owner. */
    static final int MAX_TOKENS = 2_000;
    private static final double TWO_TO_64 = 0x1p64;

    private RingPicture() {
    }

    /**
     * {@code {"version", "partitioner", "owners": [ids], "sampled", "tokens": [[position, owner index], ...]}};
     * positions rounded to 5 decimals.
     */
    public static JsonObject of(RouterState state) {
        Partitioner partitioner = state.partitioner();
        List<String> owners = partitioner.nodes().stream().map(Node::id).toList();
        JsonArray tokens = new JsonArray();
        TokenRing ring = tokenRing(partitioner);
        boolean sampled = ring == null;
        if (ring != null) {
            int step = Math.max(1, (ring.size() + MAX_TOKENS - 1) / MAX_TOKENS);
            for (int i = 0; i < ring.size(); i += step) {
                tokens.add(point(ring.tokenAt(i), owners.indexOf(ring.ownerAt(i))));
            }
        } else if (partitioner instanceof HashPartitioner hashed) {
            for (int i = 0; i < SAMPLE_POINTS; i++) {
                long hash = (long) ((i + 0.5) / SAMPLE_POINTS * TWO_TO_64 - TWO_TO_64 / 2) ^ Long.MIN_VALUE;
                tokens.add(point(hash, owners.indexOf(hashed.ownerOfHash(hash))));
            }
        }
        return new JsonObject().put("version", state.version()).put("partitioner", state.settings().kind().label())
                .put("owners", new JsonArray(owners)).put("sampled", sampled).put("tokens", tokens);
    }

    private static TokenRing tokenRing(Partitioner partitioner) {
        if (partitioner instanceof RingPartitioner ring) {
            return ring.tokenRing();
        }
        if (partitioner instanceof BoundedLoadPartitioner bounded) {
            return bounded.ring().tokenRing();
        }
        return null;
    }

    private static JsonArray point(long token, int owner) {
        double position = (token ^ Long.MIN_VALUE) / TWO_TO_64 + 0.5;
        return new JsonArray().add(Math.round(position * 100_000) / 100_000.0).add(owner);
    }
}
