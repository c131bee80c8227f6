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
 *                repeated, and an absent {@code q} is the empty prefix, which matches every key; with
 *                {@code route=keys} exact keys, at least one
 * @param shards  how many shards to ask per prefix (with {@code route=all})
 * @param limit   keys listed per shard, passed through, or null for the shards' default
 * @param route   {@code all} (default): every shard or {@code shards} of them; {@code owners}: per prefix, only the
 *                shards the partitioner says may hold keys with it (one range for a range partitioner, every shard
 *                for a hash); {@code keys}: the distinct owners of the keys, one leg per shard
 */
record FanOutQuery(List<String> queries, int shards, FanOutPolicy policy, String limit, FanOutRoute route) {

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
        String routeText = params.get("route");
        FanOutRoute route = routeText == null ? FanOutRoute.ALL : FanOutRoute.byName(routeText);
        if (route != FanOutRoute.ALL && shardsText != null) {
            throw new IllegalArgumentException("shards cannot be combined with route=" + route + " but was "
                    + shardsText);
        }
        if (route == FanOutRoute.KEYS && params.getAll("q").isEmpty()) {
            throw new IllegalArgumentException("route=keys needs at least one key q");
        }
        return new FanOutQuery(queries, shards, policy == null ? FanOutPolicy.ALL : FanOutPolicy.byName(policy), limit,
                route);
    }

    /** The first prefix (the only one unless {@code q} was repeated). */
    String q() {
        return queries.get(0);
    }

    /** The URI of a shard's scan of {@code prefixes}, one {@code q} each (a shard scans them in one request). */
    String scanUri(List<String> prefixes) {
        StringBuilder uri = new StringBuilder("/scan");
        for (String prefix : prefixes) {
            uri.append(uri.length() == "/scan".length() ? '?' : '&').append("q=")
                    .append(URLEncoder.encode(prefix, StandardCharsets.UTF_8));
        }
        return limit == null ? uri.toString() : uri + "&limit=" + limit;
    }
}
