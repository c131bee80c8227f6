package io.hotshard.simulations;

import io.hotshard.http.KeyPaths;
import io.hotshard.http.RequestLimits;
import io.hotshard.keys.queries.QueryOp;
import java.util.ArrayList;
import java.util.List;

/**
 * One request a replayed query becomes at the router.
 *
 * @param kind what it asks
 * @param path the path and query string, keys percent-encoded
 */
public record QueryRequest(Kind kind, String path) {

    /** A full fan-out's path: every shard, as the fan-out simulations ask (no {@code shards=}, no {@code route=}). */
    static final String SCATTER_PATH = "/fanout?q=scatter";
    private static final String KEYS_ROUTE = "&route=keys";
    /** {@code q}s of one fan-out: the router's query parameters but {@code route}. */
    private static final int MAX_KEYS = RequestLimits.defaults().maxQueryParams() - 1;
    /** Path bytes of one fan-out: the router's initial line but {@code GET } and {@code  HTTP/1.1}. */
    private static final int MAX_PATH = RequestLimits.defaults().maxInitialLineBytes() - 16;

    /** The requests, by the name they carry in Gatling's report. */
    public enum Kind {
        /** A read of one key: {@code GET /kv/{key}}. */
        GET("get"),
        /** A write of one key: {@code PUT /kv/{key}}. */
        PUT("put"),
        /** Several keys: {@code GET /fanout?q=k1&q=k2...&route=keys}, each owner asked once. */
        KEYS("fanout-keys"),
        /** Any key: {@code GET /fanout?q=scatter}, every shard asked. */
        SCATTER("fanout");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * The requests of a query over {@code keys} (null: it may touch any key). Several keys are one fan-out, and a
     * write of several or of any is sent as that read: it costs the shards the same requests. Keys that do not fit in
     * one fan-out (the router takes 32 query parameters and a 4 KiB request line) are split over several, whose
     * shards are each asked again: such a query costs at least what the prediction says.
     */
    public static List<QueryRequest> of(QueryOp op, List<String> keys) {
        if (keys == null) {
            return List.of(new QueryRequest(Kind.SCATTER, SCATTER_PATH));
        }
        if (keys.size() == 1) {
            return List.of(new QueryRequest(op.writes() ? Kind.PUT : Kind.GET, KeyPaths.kv(keys.get(0))));
        }
        List<QueryRequest> requests = new ArrayList<>();
        StringBuilder path = new StringBuilder();
        int inPath = 0;
        for (String key : keys) {
            String q = (inPath == 0 ? "/fanout?q=" : "&q=") + KeyPaths.encode(key);
            if (inPath > 0 && (inPath == MAX_KEYS || path.length() + q.length() + KEYS_ROUTE.length() > MAX_PATH)) {
                requests.add(new QueryRequest(Kind.KEYS, path.append(KEYS_ROUTE).toString()));
                path.setLength(0);
                inPath = 0;
                q = "/fanout?q=" + KeyPaths.encode(key);
            }
            path.append(q);
            inPath++;
        }
        requests.add(new QueryRequest(Kind.KEYS, path.append(KEYS_ROUTE).toString()));
        return requests;
    }
}
