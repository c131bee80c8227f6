package io.hotshard.cassandraload;

import com.github.benmanes.caffeine.cache.CaffeineSpec;
import io.hotshard.ring.CassandraMurmur3;
import io.hotshard.storeload.SimProperties;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The mitigations of a hot partition a Cassandra run applies, read once from {@code hotshard.cassandra.*}: a bucketed
 * partition key ({@code .buckets=B}, 1 = off: every key stored in {@code kv_bucketed} as B partitions
 * {@code (k, 0) .. (k, B-1)}, read as {@code .bucketReads} says) and a client-side cache of reads ({@code .cache}, a
 * Caffeine specification such as {@code maximumSize=10000,expireAfterWrite=1s}; empty = off).
 *
 * @param buckets     partitions per key, 1 for the plain table {@code kv}
 * @param bucketReads how a bucketed key is read and written
 * @param cache       the cache's Caffeine specification, when there is a cache
 */
public record CassandraMitigation(int buckets, BucketReads bucketReads, Optional<String> cache) {

    /** The most buckets a key may have. */
    public static final int MAX_BUCKETS = 64;

    /** How a bucketed key is read and written. */
    public enum BucketReads {
        /** A write goes to one bucket (round-robin), a read reads all B buckets: B requests per read. */
        ALL,
        /** A write goes to all B buckets, a read reads one (round-robin): B requests per write. */
        ONE
    }

    /** Checks the values. */
    public CassandraMitigation {
        if (buckets < 1 || buckets > MAX_BUCKETS) {
            throw new IllegalArgumentException("hotshard.cassandra.buckets must be within [1, " + MAX_BUCKETS
                    + "] but was " + buckets);
        }
    }

    /** No mitigation: the plain table, no cache. */
    public static CassandraMitigation none() {
        return new CassandraMitigation(1, BucketReads.ALL, Optional.empty());
    }

    /** Reads {@code hotshard.cassandra.buckets}, {@code .bucketReads} and {@code .cache}; a bad value names its key. */
    public static CassandraMitigation from(SimProperties props) {
        int buckets = props.intValue("hotshard.cassandra.buckets", 1, 1, MAX_BUCKETS);
        BucketReads reads = props.typed("hotshard.cassandra.bucketReads", BucketReads.ALL,
                text -> BucketReads.valueOf(text.toUpperCase(Locale.ROOT)), "all or one");
        Optional<String> cache = Optional.ofNullable(props.typed("hotshard.cassandra.cache", null,
                CassandraMitigation::parseCache, "a Caffeine specification such as"
                        + " maximumSize=10000,expireAfterWrite=1s"));
        return new CassandraMitigation(buckets, reads, cache);
    }

    /** Whether keys are bucketed. */
    public boolean bucketed() {
        return buckets > 1;
    }

    /** The tokens of {@code key}'s partitions: one, or one per bucket (the composite key's token). */
    public List<Long> tokens(String key) {
        if (!bucketed()) {
            return List.of(CassandraMurmur3.tokenOfText(key));
        }
        List<Long> tokens = new ArrayList<>(buckets);
        for (int bucket = 0; bucket < buckets; bucket++) {
            tokens.add(tokenOf(key, bucket));
        }
        return tokens;
    }

    /** The token of the partition key {@code (key, bucket)} of {@code kv_bucketed}. */
    public static long tokenOf(String key, int bucket) {
        return CassandraMurmur3.tokenOfComposite(key.getBytes(StandardCharsets.UTF_8),
                ByteBuffer.allocate(Integer.BYTES).putInt(bucket).array());
    }

    /** A few words for the console and the report: which mitigations are on. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (bucketed()) {
            parts.add(buckets + " buckets per key, " + (bucketReads == BucketReads.ALL ? "a read reads all"
                    : "a write writes all"));
        }
        cache.ifPresent(spec -> parts.add("client-side cache (" + spec + ")"));
        return parts.isEmpty() ? "none" : String.join("; ", parts);
    }

    private static String parseCache(String text) {
        CaffeineSpec.parse(text);
        return text;
    }
}
