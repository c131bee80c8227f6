package io.hotshard.ring;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Apache Cassandra's token of a partition key under its default {@code Murmur3Partitioner}: the first long of
 * MurmurHash3 x64 128-bit with seed 0 over the key's serialized bytes, as Cassandra computes it. Cassandra's
 * version reads the tail bytes (the last {@code length % 16}) sign-extended, so it differs from Appleby's reference
 * ({@link HashAlgorithm#MURMUR3}) whenever a tail byte is 0x80 or above (any {@code bigint} key, non-ASCII text);
 * a {@code Long.MIN_VALUE} hash becomes {@code Long.MAX_VALUE}, and an empty key has the minimum token. Tokens are
 * signed: the ring runs from {@code Long.MIN_VALUE} to {@code Long.MAX_VALUE}, and a node's token {@code t} owns
 * the keys whose token is in (previous token, t] — the same cyclic order as {@link TokenRing}'s unsigned one.
 */
public final class CassandraMurmur3 {

    private static final long C1 = 0x87C37B91114253D5L;
    private static final long C2 = 0x4CF5AD432745937FL;

    private CassandraMurmur3() {
    }

    /** The token of a {@code text} (or {@code varchar}) partition key: its UTF-8 bytes. */
    public static long tokenOfText(String key) {
        return token(key.getBytes(StandardCharsets.UTF_8));
    }

    /** The token of a {@code bigint} partition key: its eight big-endian bytes. */
    public static long tokenOfBigint(long key) {
        return token(ByteBuffer.allocate(Long.BYTES).putLong(key).array());
    }

    /** The token of an {@code int} partition key: its four big-endian bytes. */
    public static long tokenOfInt(int key) {
        return token(ByteBuffer.allocate(Integer.BYTES).putInt(key).array());
    }

    /**
     * The token of a composite partition key {@code ((a, b, ...))} from each component's serialized bytes: each
     * is written as a two-byte big-endian length, the bytes and a zero byte (Cassandra's {@code CompositeType}).
     */
    public static long tokenOfComposite(byte[]... components) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] component : components) {
            if (component.length > 0xFFFF) {
                throw new IllegalArgumentException("a component must be at most 65535 bytes but was "
                        + component.length);
            }
            out.write(component.length >>> 8);
            out.write(component.length);
            out.write(component, 0, component.length);
            out.write(0);
        }
        return token(out.toByteArray());
    }

    /** The token of a partition key's serialized bytes. */
    public static long token(byte[] key) {
        if (key.length == 0) {
            return Long.MIN_VALUE;
        }
        long hash = hash(key);
        return hash == Long.MIN_VALUE ? Long.MAX_VALUE : hash;
    }

    private static long hash(byte[] key) {
        int length = key.length;
        long h1 = 0;
        long h2 = 0;
        int i = 0;
        for (; i <= length - 16; i += 16) {
            h1 ^= Long.rotateLeft(Lanes.long64(key, i) * C1, 31) * C2;
            h1 = (Long.rotateLeft(h1, 27) + h2) * 5 + 0x52DCE729;
            h2 ^= Long.rotateLeft(Lanes.long64(key, i + 8) * C2, 33) * C1;
            h2 = (Long.rotateLeft(h2, 31) + h1) * 5 + 0x38495AB5;
        }
        long k1 = 0;
        long k2 = 0;
        // Cassandra's tail: each byte sign-extended to a long before the shift, combined with xor.
        for (int j = length - 1; j >= i; j--) {
            if (j - i >= 8) {
                k2 ^= (long) key[j] << 8 * (j - i - 8);
            } else {
                k1 ^= (long) key[j] << 8 * (j - i);
            }
        }
        int tail = length - i;
        if (tail > 8) {
            h2 ^= Long.rotateLeft(k2 * C2, 33) * C1;
        }
        if (tail > 0) {
            h1 ^= Long.rotateLeft(k1 * C1, 31) * C2;
        }
        h1 ^= length;
        h2 ^= length;
        h1 += h2;
        h2 += h1;
        h1 = fmix64(h1);
        h2 = fmix64(h2);
        return h1 + h2;
    }

    private static long fmix64(long k) {
        k ^= k >>> 33;
        k *= 0xFF51AFD7ED558CCDL;
        k ^= k >>> 33;
        k *= 0xC4CEB9FE1A85EC53L;
        return k ^ k >>> 33;
    }
}
