package io.hotshard.router.data;

import io.vertx.core.MultiMap;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The parameters of {@code GET /fanout?q=&shards=&policy=&limit=&route=}.
 *
 * @param queries prefixes passed to the shards' {@code /scan}, one leg per prefix and shard asked; {@code q} may be
 *                repeated, and an absent {@code q} is the empty prefix, which matches every key
 * @param shards  how many shards to ask per prefix (with {@code route=all})
 * @param limit   keys listed per shard, passed through, or null for the shards' default
 * @param owners  {@code route=owners}: ask, per prefix, only the shards the partitioner says may hold keys with it
 *                (one range for a range partitioner, every shard for a hash); {@code route=all} (default) asks
 *                every shard or {@code shards} of them
 */
record FanOutQuery(List<String> queries, int shards, FanOutPolicy policy, String limit, boolean owners) {

    private static final Pattern DIGITS = Pattern.compile("\\d{1,9}");

    FanOutQuery {
        queries = List.copyOf(queries);
    }

    /** Reads and validates the parameters for a ring of {@code ringSize} shards. */
    static FanOutQuery parse(MultiMap params, int ringSize) {
        List<String> queries = params.getAll("q").isEmpty() ? List.of("") : params.getAll("q");
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
        String route = params.get("route");
        if (route != null && !route.equals("all") && !route.equals("owners")) {
            throw new IllegalArgumentException("unknown route '" + route + "'; known: all, owners");
        }
        boolean owners = "owners".equals(route);
        if (owners && shardsText != null) {
            throw new IllegalArgumentException("shards cannot be combined with route=owners but was " + shardsText);
        }
        return new FanOutQuery(queries, shards, policy == null ? FanOutPolicy.ALL : FanOutPolicy.byName(policy), limit,
                owners);
    }

    /** The first prefix (the only one unless {@code q} was repeated). */
    String q() {
        return queries.get(0);
    }

    /** The URI of each shard's scan of {@code prefix}. */
    String scanUri(String prefix) {
        String uri = "/scan?q=" + URLEncoder.encode(prefix, StandardCharsets.UTF_8);
        return limit == null ? uri : uri + "&limit=" + limit;
    }
}
