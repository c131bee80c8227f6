package io.hotshard.cassandraload;

import java.util.LinkedHashMap;
import java.util.Map;

/** Shares of counts by node address. */
final class NodeShare {

    private NodeShare() {
    }

    /** Each node's share of {@code counts}, in the map's order; all 0 when nothing was counted. */
    static Map<String, Double> of(Map<String, Long> counts) {
        Map<String, Double> load = new LinkedHashMap<>();
        counts.forEach((node, n) -> load.put(node, (double) n));
        return TokenForecast.shares(load);
    }

    /** The key of the largest value, the first among equals; empty when there is none. */
    static String hottest(Map<String, Double> shares) {
        String best = "";
        double most = -1;
        for (Map.Entry<String, Double> e : shares.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }
}
