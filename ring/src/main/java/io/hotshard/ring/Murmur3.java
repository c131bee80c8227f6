package io.hotshard.ring;

import java.nio.charset.StandardCharsets;

/**
 * The first half (h1) of MurmurHash3 x64 128-bit with seed 0 (Appleby's reference, as commons-codec's
 * {@code MurmurHash3.hash128x64(bytes)[0]}), computed without the 128-bit result array; ASCII strings
 * are read char by char, so hashing them allocates nothing.
 */
final class Murmur3 {

    private static final long C1 = 0x87C37B91114253D5L;
    private static final long C2 = 0x4CF5AD432745937FL;

    private Murmur3() {
    }

    static long h1(byte[] bytes) {
        int length = bytes.length;
        long h1 = 0;
        long h2 = 0;
        int i = 0;
        for (; i <= length - 16; i += 16) {
            h1 = mixH1(h1 ^ mixK1(LittleEndian.long64(bytes, i)), h2);
            h2 = mixH2(h2 ^ mixK2(LittleEndian.long64(bytes, i + 8)), h1);
        }
        long k1 = 0;
        long k2 = 0;
        for (int j = length - 1; j >= i; j--) {
            if (j - i >= 8) {
                k2 = k2 << 8 | LittleEndian.byte8(bytes, j);
            } else {
                k1 = k1 << 8 | LittleEndian.byte8(bytes, j);
            }
        }
        return finish(h1, h2, k1, k2, length - i, length);
    }

    static long h1(String text) {
        if (!LittleEndian.isAscii(text)) {
            return h1(text.getBytes(StandardCharsets.UTF_8));
        }
        int length = text.length();
        long h1 = 0;
        long h2 = 0;
        int i = 0;
        for (; i <= length - 16; i += 16) {
            h1 = mixH1(h1 ^ mixK1(LittleEndian.long64(text, i)), h2);
            h2 = mixH2(h2 ^ mixK2(LittleEndian.long64(text, i + 8)), h1);
        }
        long k1 = 0;
        long k2 = 0;
        for (int j = length - 1; j >= i; j--) {
            if (j - i >= 8) {
                k2 = k2 << 8 | LittleEndian.byte8(text, j);
            } else {
                k1 = k1 << 8 | LittleEndian.byte8(text, j);
            }
        }
        return finish(h1, h2, k1, k2, length - i, length);
    }

    /** Mixes the 0..15 tail bytes (little-endian in k1, then k2) and finalizes; returns h1. */
    static long finish(long h1, long h2, long k1, long k2, int tailLength, int length) {
        if (tailLength > 8) {
            h2 ^= mixK2(k2);
        }
        if (tailLength > 0) {
            h1 ^= mixK1(k1);
        }
        h1 ^= length;
        h2 ^= length;
        h1 += h2;
        h2 += h1;
        h1 = fmix64(h1);
        h2 = fmix64(h2);
        return h1 + h2;
    }

    static long mixK1(long k1) {
        return Long.rotateLeft(k1 * C1, 31) * C2;
    }

    static long mixK2(long k2) {
        return Long.rotateLeft(k2 * C2, 33) * C1;
    }

    static long mixH1(long h1, long h2) {
        return (Long.rotateLeft(h1, 27) + h2) * 5 + 0x52DCE729;
    }

    static long mixH2(long h2, long h1) {
        return (Long.rotateLeft(h2, 31) + h1) * 5 + 0x38495AB5;
    }

    static long fmix64(long k) {
        k ^= k >>> 33;
        k *= 0xFF51AFD7ED558CCDL;
        k ^= k >>> 33;
        k *= 0xC4CEB9FE1A85EC53L;
        return k ^ k >>> 33;
    }
}
