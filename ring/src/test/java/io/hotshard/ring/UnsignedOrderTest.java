package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeySequence;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/**
 * Why every comparison and remainder is unsigned. A ring kept entirely in signed order is only a
 * rotation of the unsigned circle, so it agrees; what breaks agreement with other languages (whose
 * 64-bit hashes are unsigned) is mixing the conventions or taking a signed remainder.
 */
final class UnsignedOrderTest {

    private static final KeySequence CLIENT_KEYS = KeySequence.of("cliente:", 100_000);

    private static final RingPartitioner SEED_RING =
            new RingPartitioner(PartitionerConfig.defaults(Node.numbered("shard-", 4)));

    @Test
    void ownerOfHash_hashAboveEveryTokenUnsigned_wrapsToSmallestUnsignedToken() {
        TokenRing ring = TokenRing.builder().add("low", 10).add("high", 0x8000_0000_0000_0000L).build();

        assertThat(ring.tokenAt(0)).isEqualTo(10);
        assertThat(ring.ownerOfHash(11)).isEqualTo("high");
        assertThat(ring.ownerOfHash(-1L)).isEqualTo("low");
    }

    @Test
    void ownerOf_signedBinarySearchOverUnsignedSortedTokens_disagreesWithTheSeedRing() {
        TokenRing tokens = SEED_RING.tokenRing();
        LongFunction<String> signedSearch = h -> {
            int lo = 0;
            int hi = tokens.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tokens.tokenAt(mid) < h) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return tokens.ownerAt(lo == tokens.size() ? 0 : lo);
        };

        Map<String, Integer> counts = countOwners(signedSearch);
        long disagreements = disagreements(signedSearch);

        assertThat(counts).isNotEqualTo(Map.of("shard-0", 24591, "shard-1", 24377, "shard-2", 24211, "shard-3", 26821));
        assertThat(disagreements).isGreaterThan(10_000);
    }

    @Test
    void ownerOf_tokensSortedSignedButSearchedUnsigned_disagreesWithTheSeedRing() {
        TokenRing tokens = SEED_RING.tokenRing();
        TreeMap<Long, String> signedSorted = new TreeMap<>();
        for (int i = 0; i < tokens.size(); i++) {
            signedSorted.put(tokens.tokenAt(i), tokens.ownerAt(i));
        }
        Long[] keys = signedSorted.keySet().toArray(new Long[0]);
        LongFunction<String> mixed = h -> {
            int lo = 0;
            int hi = keys.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (Long.compareUnsigned(keys[mid], h) < 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return signedSorted.get(keys[lo == keys.length ? 0 : lo]);
        };

        assertThat(disagreements(mixed)).isGreaterThan(10_000);
    }

    @Test
    void ownerOf_ringKeptWhollyInSignedOrder_agreesBecauseItIsARotation() {
        TokenRing tokens = SEED_RING.tokenRing();
        TreeMap<Long, String> signedRing = new TreeMap<>();
        for (int i = 0; i < tokens.size(); i++) {
            signedRing.put(tokens.tokenAt(i), tokens.ownerAt(i));
        }
        LongFunction<String> signed = h -> {
            Map.Entry<Long, String> e = signedRing.ceilingEntry(h);
            return (e != null ? e : signedRing.firstEntry()).getValue();
        };

        assertThat(disagreements(signed)).isZero();
    }

    @Test
    void moduloMoves_signedFloorModInsteadOfUnsignedRemainder_doesNotGive79982() {
        long signedMoved = 0;
        long bucketsDiffering = 0;
        for (String key : CLIENT_KEYS) {
            long h = HashAlgorithm.SHA256.hash(key);
            signedMoved += Math.floorMod(h, 4) != Math.floorMod(h, 5) ? 1 : 0;
            bucketsDiffering += Math.floorMod(h, 5) != Long.remainderUnsigned(h, 5) ? 1 : 0;
        }

        assertThat(signedMoved).isNotEqualTo(79982);
        assertThat(bucketsDiffering).isGreaterThan(30_000);
    }

    private static Map<String, Integer> countOwners(LongFunction<String> owner) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String key : CLIENT_KEYS) {
            counts.merge(owner.apply(HashAlgorithm.SHA256.hash(key)), 1, Integer::sum);
        }
        return counts;
    }

    private static long disagreements(LongFunction<String> owner) {
        long differing = 0;
        for (String key : CLIENT_KEYS) {
            long h = HashAlgorithm.SHA256.hash(key);
            differing += owner.apply(h).equals(SEED_RING.ownerOfHash(h)) ? 0 : 1;
        }
        return differing;
    }
}
