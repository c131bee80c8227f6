package io.hotshard.simulations;

import java.util.LinkedHashMap;
import java.util.Map;

/** Parses {@code id=url,id=url} lists of shards. */
public final class ShardUrls {

    private ShardUrls() {
    }

    /** The shards in the order given; blank gives none; duplicate or malformed entries fail naming them. */
    public static Map<String, String> parse(String text) {
        Map<String, String> urls = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return urls;
        }
        for (String entry : text.split(",")) {
            int eq = entry.indexOf('=');
            if (eq <= 0 || eq == entry.length() - 1) {
                throw new IllegalArgumentException("hotshard.shardUrls entry '" + entry.trim()
                        + "' must look like shard-0=http://127.0.0.1:9000");
            }
            String id = entry.substring(0, eq).trim();
            if (urls.put(id, entry.substring(eq + 1).trim()) != null) {
                throw new IllegalArgumentException("hotshard.shardUrls names shard '" + id + "' twice");
            }
        }
        return urls;
    }
}
