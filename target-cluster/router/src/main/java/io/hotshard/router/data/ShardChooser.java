package io.hotshard.router.data;

import io.hotshard.ring.HashAlgorithm;
import java.util.Comparator;
import java.util.List;

/**
 * Chooses {@code k} of the ring's shards for a query by rendezvous (highest random weight) hashing, Thaler and
 * Ravishankar 1998: each shard scores {@code sha256(q + "\n" + id)} and the {@code k} highest win, so a
 * repeated query asks the same shards and a membership change only replaces the shards it touched.
 */
final class ShardChooser {

    private ShardChooser() {
    }

    /** The {@code k} chosen ids, highest score first; all ids in ring order when {@code k >= ids.size()}. */
    static List<String> choose(List<String> ids, String query, int k) {
        if (k >= ids.size()) {
            return List.copyOf(ids);
        }
        Comparator<String> byScore = Comparator.comparing((String id) -> score(query, id), Long::compareUnsigned);
        return ids.stream().sorted(byScore.reversed().thenComparing(Comparator.naturalOrder())).limit(k).toList();
    }

    static long score(String query, String id) {
        return HashAlgorithm.SHA256.hash(query + "\n" + id);
    }
}
