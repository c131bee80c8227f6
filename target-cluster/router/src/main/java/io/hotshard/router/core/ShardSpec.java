package io.hotshard.router.core;

import io.hotshard.ring.Node;
import java.util.regex.Pattern;

/**
 * A shard as configured: its id in the ring, its base URL and its relative capacity weight.
 *
 * @param weight share of keys relative to the other shards (1.0 = one share), for partitioners that use it
 */
public record ShardSpec(String id, ShardUrl url, double weight) {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    /** Validates the id and the weight. */
    public ShardSpec {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("shard id must match " + ID.pattern() + " but was '" + id + "'");
        }
        if (url == null) {
            throw new IllegalArgumentException("url of shard " + id + " must be given but was null");
        }
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("weight of shard " + id + " must be > 0 and finite but was " + weight);
        }
    }

    /** A shard of weight 1 at {@code url}. */
    public static ShardSpec of(String id, String url) {
        return new ShardSpec(id, ShardUrl.parse(url), 1.0);
    }

    /** The message that refuses this shard's URL when it is not a loopback address, and says how to allow it. */
    public String remoteRefusal() {
        return "url " + url + " of shard " + id + " is not a loopback address;"
                + " start the router with allowRemoteShards=true to allow remote shards";
    }

    /** The ring node of this shard. */
    public Node node() {
        return new Node(id, weight);
    }
}
