package io.hotshard.router.migrate;

import java.util.List;

/**
 * One page of a shard's {@code GET /admin/keys} listing.
 *
 * @param keys  keys in key order
 * @param next  the key to list after for the next page, or null on the last page
 * @param total keys the shard holds
 */
public record KeyPage(List<String> keys, String next, long total) {

    /** Copies the keys. */
    public KeyPage {
        keys = List.copyOf(keys);
    }
}
