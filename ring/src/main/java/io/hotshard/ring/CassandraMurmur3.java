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

    /** Appleby's body and finalization ({@link Murmur3}); only the tail bytes are read as Cassandra reads them. */
    private static long hash(byte[] key) {
        int length = key.length;
        long h1 = 0;
        long h2 = 0;
        int i = 0;
        for (; i <= length - 16; i += 16) {
            h1 = Murmur3.mixH1(h1 ^ Murmur3.mixK1(LittleEndian.long64(key, i)), h2);
            h2 = Murmur3.mixH2(h2 ^ Murmur3.mixK2(LittleEndian.long64(key, i + 8)), h1);
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
        return Murmur3.finish(h1, h2, k1, k2, length - i, length);
    }
}
