package io.hotshard.router;

import io.vertx.core.MultiMap;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The parameters of {@code GET /fanout?q=&shards=&policy=&limit=}.
 *
 * @param q      prefix passed to each shard's {@code /scan}; empty matches every key
 * @param shards how many shards to ask
 * @param limit  keys listed per shard, passed through, or null for the shards' default
 */
record FanOutQuery(String q, int shards, FanOutPolicy policy, String limit) {

    private static final Pattern DIGITS = Pattern.compile("\\d{1,9}");

    /** Reads and validates the parameters for a ring of {@code ringSize} shards. */
    static FanOutQuery parse(MultiMap params, int ringSize) {
        String q = params.get("q") == null ? "" : params.get("q");
        String shardsText = params.get("shards");
        int shards = ringSize;
        if (shardsText != null) {
            if (!DIGITS.matcher(shardsText).matches() || Integer.parseInt(shardsText) < 1
                    || Integer.parseInt(shardsText) > ringSize) {
                throw new IllegalArgumentException("shards must be an integer in [1, " + ringSize + "] but was "
                        + shardsText);
            }
            shards = Integer.parseInt(shardsText);
        }
        String policy = params.get("policy");
        String limit = params.get("limit");
        if (limit != null && !DIGITS.matcher(limit).matches()) {
            throw new IllegalArgumentException("limit must be a non-negative integer but was " + limit);
        }
        return new FanOutQuery(q, shards, policy == null ? FanOutPolicy.ALL : FanOutPolicy.byName(policy), limit);
    }

    /** The URI of each shard's scan. */
    String scanUri() {
        String uri = "/scan?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8);
        return limit == null ? uri : uri + "&limit=" + limit;
    }
}
