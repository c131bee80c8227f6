package io.hotshard.ring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable hash ring (Karger et al. 1997): tokens sorted as unsigned 64-bit numbers, each owned
 * by a node; a hash belongs to the first token at or after it, wrapping past the largest token.
 * Equal tokens keep the order they were added in (a stable sort), and the lookup picks the first of
 * them, so on a collision the token added first wins.
 *
 * <p>Lookups go through a radix index on the top bits of the hash with four to eight buckets per
 * token (up to 2^22 buckets). Most buckets hold no token, and every hash in
 * such a bucket has the same owner, which the index entry holds itself: one memory read. Otherwise the
 * entry points into one flat array of (token, owner) pairs, so the scan and the owner share a cache
 * line: two reads. Tokens are stored with the sign bit flipped, which makes signed comparison follow
 * unsigned order.
 */
public final class TokenRing {

    private static final int MAX_INDEX_BITS = 22;
    private static final int MAX_SCAN = 8;
    /** How far {@link #tokenIndexOfHash} walks the index for the next occupied bucket before it searches. */
    private static final int MAX_WALK = 64;

    private final int size;
    /** {@code pairs[2i]}: token {@code i} with its sign bit flipped; {@code pairs[2i + 1]}: its owner index. */
    private final long[] pairs;
    private final String[] nodeIds;
    private final int shift;
    /**
     * Per bucket of top bits: the sorted position of its first token if it holds one, else the complement
     * ({@code ~owner}, negative) of the owner of every hash in it.
     */
    private final int[] index;

    private TokenRing(long[] sortedTokens, int[] sortedOwners, String[] nodeIds) {
        this.size = sortedTokens.length;
        this.nodeIds = nodeIds;
        this.pairs = new long[2 * size];
        for (int i = 0; i < size; i++) {
            pairs[2 * i] = sortedTokens[i] ^ Long.MIN_VALUE;
            pairs[2 * i + 1] = sortedOwners[i];
        }
        // 4-8 buckets per token leave 78-88% of them empty, so most lookups end at the index.
        int bits = Math.min(MAX_INDEX_BITS, 34 - Integer.numberOfLeadingZeros(size));
        this.shift = 64 - bits;
        this.index = new int[1 << bits];
        int position = 0;
        for (int bucket = 0; bucket < index.length; bucket++) {
            while (position < size && (sortedTokens[position] >>> shift) < bucket) {
                position++;
            }
            boolean occupied = position < size && (sortedTokens[position] >>> shift) == bucket;
            index[bucket] = occupied ? position : ~sortedOwners[position == size ? 0 : position];
        }
    }

    /** A builder that accepts explicit token positions. */
    public static Builder builder() {
        return new Builder();
    }

    public int size() {
        return size;
    }

    /** The token at sorted position {@code index} (unsigned order). */
    public long tokenAt(int index) {
        return pairs[2 * checked(index)] ^ Long.MIN_VALUE;
    }

    /** The owner of the token at sorted position {@code index}. */
    public String ownerAt(int index) {
        return nodeIds[ownerIndexAt(index)];
    }

    /** The owner of the token at {@code index} as an index into {@link #nodeIds()}. */
    public int ownerIndexAt(int index) {
        return (int) pairs[2 * checked(index) + 1];
    }

    /** The distinct owners in the order their first token was added. */
    public List<String> nodeIds() {
        return List.of(nodeIds);
    }

    /** Sorted position of the first token at or after {@code hash} (unsigned), wrapping to 0. */
    public int tokenIndexOfHash(long hash) {
        int bucket = (int) (hash >>> shift);
        int entry = index[bucket];
        if (entry >= 0) {
            return searchFrom(entry, hash ^ Long.MIN_VALUE);
        }
        // An empty bucket: the answer is the first token of the next occupied one, usually a few entries on.
        int end = Math.min(index.length, bucket + MAX_WALK);
        for (int b = bucket + 1; b < end; b++) {
            if (index[b] >= 0) {
                return index[b];
            }
        }
        return end == index.length ? 0 : searchFrom(0, hash ^ Long.MIN_VALUE);
    }

    /** Index into {@link #nodeIds()} of the owner of {@code hash}. */
    public int ownerIndexOfHash(long hash) {
        int entry = index[(int) (hash >>> shift)];
        if (entry < 0) {
            return ~entry;
        }
        return (int) pairs[2 * searchFrom(entry, hash ^ Long.MIN_VALUE) + 1];
    }

    /** The id of the node owning {@code hash}: the first token at or after it, clockwise. */
    public String ownerOfHash(long hash) {
        return nodeIds[ownerIndexOfHash(hash)];
    }

    /**
     * Position of the first token at or after {@code flippedHash} (sign-flipped), from {@code start}, a
     * position at or before the answer; wraps to 0 past the end.
     */
    private int searchFrom(int start, long flippedHash) {
        long[] p = pairs;
        int limit = Math.min(size, start + MAX_SCAN);
        int i = start;
        while (i < limit && p[2 * i] < flippedHash) {
            i++;
        }
        if (i == limit && i < size) {
            // A crowded bucket (clustered tokens): the rest is sorted too, so a binary search finishes it.
            int hi = size;
            while (i < hi) {
                int mid = (i + hi) >>> 1;
                if (p[2 * mid] < flippedHash) {
                    i = mid + 1;
                } else {
                    hi = mid;
                }
            }
        }
        return i == size ? 0 : i;
    }

    private int checked(int index) {
        return Objects.checkIndex(index, size);
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
        for (int step = 0; step < size && result.size() < wanted; step++) {
            int owner = ownerIndexAt((start + step) % size);
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
        for (int i = 0; i < size; i++) {
            counts[ownerIndexAt(i)]++;
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
        int shown = Math.min(size, 8);
        for (int i = 0; i < shown; i++) {
            sb.append(i == 0 ? "" : ", ").append(Long.toUnsignedString(tokenAt(i))).append('=').append(ownerAt(i));
        }
        return sb.append(size > shown ? ", ...(" + size + " tokens)]" : "]").toString();
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
