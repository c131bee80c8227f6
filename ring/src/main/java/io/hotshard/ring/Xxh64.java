package io.hotshard.ring;

import java.nio.charset.StandardCharsets;

/**
 * XXH64 with seed 0 (Collet, xxHash specification 0.1.1), over a byte array or a string's UTF-8 bytes;
 * ASCII strings are read char by char, so hashing them allocates nothing.
 */
final class Xxh64 {

    private static final long P1 = 0x9E3779B185EBCA87L;
    private static final long P2 = 0xC2B2AE3D27D4EB4FL;
    private static final long P3 = 0x165667B19E3779F9L;
    private static final long P4 = 0x85EBCA77C2B2AE63L;
    private static final long P5 = 0x27D4EB2F165667C5L;

    private Xxh64() {
    }

    static long hash(byte[] bytes) {
        int length = bytes.length;
        int i = 0;
        long acc;
        if (length >= 32) {
            long v1 = P1 + P2;
            long v2 = P2;
            long v3 = 0;
            long v4 = -P1;
            for (; i <= length - 32; i += 32) {
                v1 = round(v1, LittleEndian.long64(bytes, i));
                v2 = round(v2, LittleEndian.long64(bytes, i + 8));
                v3 = round(v3, LittleEndian.long64(bytes, i + 16));
                v4 = round(v4, LittleEndian.long64(bytes, i + 24));
            }
            acc = converge(v1, v2, v3, v4);
        } else {
            acc = P5;
        }
        acc += length;
        for (; i <= length - 8; i += 8) {
            acc = mix8(acc, LittleEndian.long64(bytes, i));
        }
        if (i <= length - 4) {
            acc = mix4(acc, LittleEndian.int32(bytes, i));
            i += 4;
        }
        for (; i < length; i++) {
            acc = mix1(acc, LittleEndian.byte8(bytes, i));
        }
        return avalanche(acc);
    }

    static long hash(String text) {
        if (!LittleEndian.isAscii(text)) {
            return hash(text.getBytes(StandardCharsets.UTF_8));
        }
        int length = text.length();
        int i = 0;
        long acc;
        if (length >= 32) {
            long v1 = P1 + P2;
            long v2 = P2;
            long v3 = 0;
            long v4 = -P1;
            for (; i <= length - 32; i += 32) {
                v1 = round(v1, LittleEndian.long64(text, i));
                v2 = round(v2, LittleEndian.long64(text, i + 8));
                v3 = round(v3, LittleEndian.long64(text, i + 16));
                v4 = round(v4, LittleEndian.long64(text, i + 24));
            }
            acc = converge(v1, v2, v3, v4);
        } else {
            acc = P5;
        }
        acc += length;
        for (; i <= length - 8; i += 8) {
            acc = mix8(acc, LittleEndian.long64(text, i));
        }
        if (i <= length - 4) {
            acc = mix4(acc, LittleEndian.int32(text, i));
            i += 4;
        }
        for (; i < length; i++) {
            acc = mix1(acc, LittleEndian.byte8(text, i));
        }
        return avalanche(acc);
    }

    private static long round(long acc, long lane) {
        return Long.rotateLeft(acc + lane * P2, 31) * P1;
    }

    private static long converge(long v1, long v2, long v3, long v4) {
        long acc = Long.rotateLeft(v1, 1) + Long.rotateLeft(v2, 7) + Long.rotateLeft(v3, 12) + Long.rotateLeft(v4, 18);
        acc = (acc ^ round(0, v1)) * P1 + P4;
        acc = (acc ^ round(0, v2)) * P1 + P4;
        acc = (acc ^ round(0, v3)) * P1 + P4;
        return (acc ^ round(0, v4)) * P1 + P4;
    }

    private static long mix8(long acc, long lane) {
        return Long.rotateLeft(acc ^ round(0, lane), 27) * P1 + P4;
    }

    private static long mix4(long acc, long lane) {
        return Long.rotateLeft(acc ^ lane * P1, 23) * P2 + P3;
    }

    private static long mix1(long acc, int lane) {
        return Long.rotateLeft(acc ^ lane * P5, 11) * P1;
    }

    private static long avalanche(long acc) {
        acc ^= acc >>> 33;
        acc *= P2;
        acc ^= acc >>> 29;
        acc *= P3;
        return acc ^ acc >>> 32;
    }
}
