package io.hotshard.ring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable hash ring (Karger et al. 1997): tokens sorted as unsigned 64-bit numbers, each owned
 * by a node; a hash belongs to the first token at or after it, wrapping past the largest token.
 * Equal tokens keep the order they were added in (a stable sort), and the lookup picks the first of
 * them, so on a collision the token added first wins. Lookups go through a radix index on the top
 * bits of the hash (about two buckets per token), so they cost about two memory reads, not a
 * binary search's chain of unpredictable branches.
 */
public final class TokenRing {

    private static final int MAX_INDEX_BITS = 20;
    private static final int MAX_SCAN = 8;

    private final long[] tokens;
    private final int[] owners;
    private final String[] nodeIds;
    /** Owner id per sorted position, saving one indirection on the lookup path. */
    private final String[] ownerIds;
    private final int shift;
    /** {@code bucketStart[p]}: first sorted position whose token's top bits are >= p. */
    private final int[] bucketStart;

    private TokenRing(long[] tokens, int[] owners, String[] nodeIds) {
        this.tokens = tokens;
        this.owners = owners;
        this.nodeIds = nodeIds;
        this.ownerIds = new String[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            ownerIds[i] = nodeIds[owners[i]];
        }
        int bits = Math.min(MAX_INDEX_BITS, 33 - Integer.numberOfLeadingZeros(tokens.length));
        this.shift = 64 - bits;
        this.bucketStart = new int[(1 << bits) + 1];
        int position = 0;
        for (int p = 0; p < bucketStart.length; p++) {
            while (position < tokens.length && (tokens[position] >>> shift) < p) {
                position++;
            }
            bucketStart[p] = position;
        }
    }

    /** A builder that accepts explicit token positions. */
    public static Builder builder() {
        return new Builder();
    }

    /** Number of tokens on the ring. */
    public int size() {
        return tokens.length;
    }

    /** The token at sorted position {@code index} (unsigned order). */
    public long tokenAt(int index) {
        return tokens[index];
    }

    /** The owner of the token at sorted position {@code index}. */
    public String ownerAt(int index) {
        return ownerIds[index];
    }

    /** The owner of the token at {@code index} as an index into {@link #nodeIds()}. */
    public int ownerIndexAt(int index) {
        return owners[index];
    }

    /** The distinct owners in the order their first token was added. */
    public List<String> nodeIds() {
        return List.of(nodeIds);
    }

    /** Sorted position of the first token at or after {@code hash} (unsigned), wrapping to 0. */
    public int tokenIndexOfHash(long hash) {
        long[] t = tokens;
        int bucket = (int) (hash >>> shift);
        // Tokens before this bucket are below the hash and those after it above, so the answer is
        // inside the bucket or the first token after it.
        int lo = bucketStart[bucket];
        int hi = bucketStart[bucket + 1];
        if (hi - lo <= MAX_SCAN) {
            while (lo < hi && Long.compareUnsigned(t[lo], hash) < 0) {
                lo++;
            }
            return lo == t.length ? 0 : lo;
        }
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(t[mid], hash) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo == t.length ? 0 : lo;
    }

    /** Index into {@link #nodeIds()} of the owner of {@code hash}. */
    public int ownerIndexOfHash(long hash) {
        return owners[tokenIndexOfHash(hash)];
    }

    /** The id of the node owning {@code hash}: the first token at or after it, clockwise. */
    public String ownerOfHash(long hash) {
        return ownerIds[tokenIndexOfHash(hash)];
    }

    /**
     * The owners of the first {@code n} distinct nodes met walking clockwise from {@code hash}, the owner of
     * {@code hash} first (all nodes if there are fewer than {@code n}).
     */
    public List<String> distinctOwnersFrom(long hash, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1 but was " + n);
        }
        int wanted = Math.min(n, nodeIds.length);
        List<String> result = new ArrayList<>(wanted);
        boolean[] seen = new boolean[nodeIds.length];
        int start = tokenIndexOfHash(hash);
        for (int step = 0; step < tokens.length && result.size() < wanted; step++) {
            int owner = owners[(start + step) % tokens.length];
            if (!seen[owner]) {
                seen[owner] = true;
                result.add(nodeIds[owner]);
            }
        }
        return List.copyOf(result);
    }

    /** Number of tokens per node, in {@link #nodeIds()} order. */
    public Map<String, Integer> tokenCounts() {
        int[] counts = new int[nodeIds.length];
        for (int owner : owners) {
            counts[owner]++;
        }
        Map<String, Integer> result = new LinkedHashMap<>();
        for (int i = 0; i < nodeIds.length; i++) {
            result.put(nodeIds[i], counts[i]);
        }
        return result;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("TokenRing[");
        int shown = Math.min(tokens.length, 8);
        for (int i = 0; i < shown; i++) {
            sb.append(i == 0 ? "" : ", ").append(Long.toUnsignedString(tokens[i])).append('=').append(ownerAt(i));
        }
        return sb.append(tokens.length > shown ? ", ...(" + tokens.length + " tokens)]" : "]").toString();
    }

    /** Collects (node, token) pairs; {@link #build()} sorts them stably in unsigned order. */
    public static final class Builder {
        private final Map<String, Integer> nodeIndex = new LinkedHashMap<>();
        private long[] tokens = new long[16];
        private int[] owners = new int[16];
        private int size;

        private Builder() {
        }

        /** Places a token of {@code nodeId} at position {@code token} (an unsigned 64-bit number). */
        public Builder add(String nodeId, long token) {
            if (nodeId == null || nodeId.isBlank()) {
                throw new IllegalArgumentException("node id must not be blank but was '" + nodeId + "'");
            }
            if (size == tokens.length) {
                tokens = Arrays.copyOf(tokens, size * 2);
                owners = Arrays.copyOf(owners, size * 2);
            }
            tokens[size] = token;
            owners[size] = nodeIndex.computeIfAbsent(nodeId, id -> nodeIndex.size());
            size++;
            return this;
        }

        /** The ring; fails if no token was added. */
        public TokenRing build() {
            if (size == 0) {
                throw new IllegalStateException("a ring needs at least one token but had 0");
            }
            List<Integer> order = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                order.add(i);
            }
            long[] t = tokens;
            // List.sort is a stable merge sort: equal tokens stay in insertion order.
            order.sort(Comparator.comparing((Integer i) -> t[i], Long::compareUnsigned));
            long[] sortedTokens = new long[size];
            int[] sortedOwners = new int[size];
            for (int i = 0; i < size; i++) {
                sortedTokens[i] = tokens[order.get(i)];
                sortedOwners[i] = owners[order.get(i)];
            }
            return new TokenRing(sortedTokens, sortedOwners, nodeIndex.keySet().toArray(new String[0]));
        }
    }
}
