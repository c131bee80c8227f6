package io.hotshard.keys;

/**
 * The 64-bit FNV-1a hash (Fowler, Noll, Vo): for each octet, xor it in, then multiply by the FNV prime.
 *
 * <p>A {@code long} is hashed as its eight octets lowest first, which is the octet order YCSB's
 * {@code Utils.fnvhash64} uses.
 */
public final class Fnv1a64 {

    /** The 64-bit FNV offset basis. */
    public static final long OFFSET_BASIS = 0xcbf29ce484222325L;
    /** The 64-bit FNV prime, 2^40 + 2^8 + 0xb3. */
    public static final long PRIME = 0x100000001b3L;

    private Fnv1a64() {
    }

    /** Returns the FNV-1a 64 hash of {@code bytes}, as an unsigned 64-bit value held in a long. */
    public static long hash(byte[] bytes) {
        long h = OFFSET_BASIS;
        for (byte b : bytes) {
            h = (h ^ (b & 0xffL)) * PRIME;
        }
        return h;
    }

    /** Returns the FNV-1a 64 hash of the eight octets of {@code value}, least significant first. */
    public static long hash(long value) {
        long h = OFFSET_BASIS;
        long rest = value;
        for (int i = 0; i < Long.BYTES; i++) {
            h = (h ^ (rest & 0xffL)) * PRIME;
            rest >>>= 8;
        }
        return h;
    }

    /**
     * Returns YCSB's {@code Utils.fnvhash64(value)}: {@link #hash(long)} passed through {@code Math.abs}.
     *
     * <p>Kept bit-for-bit, including the one input class whose hash is {@code Long.MIN_VALUE} and stays
     * negative, so that key names built from it match YCSB's {@code "user" + hash} names exactly.
     */
    public static long ycsbHash(long value) {
        return Math.abs(hash(value));
    }
}
