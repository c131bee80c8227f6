package io.hotshard.ring;

import java.nio.charset.StandardCharsets;

/**
 * Redis Cluster key hash slots (Redis {@code cluster.c keyHashSlot}): CRC16-XMODEM (polynomial 0x1021,
 * initial value 0, no reflection) of the key, masked to 14 bits. When the key has a '{' followed later
 * by a '}' with at least one byte between them, only the bytes between the first '{' and the first '}'
 * after it are hashed (the hash tag); otherwise the whole key is hashed.
 */
public final class RedisSlots {

    /** Number of hash slots in a Redis Cluster. */
    public static final int SLOT_COUNT = 16384;

    private static final int[] TABLE = table();

    private RedisSlots() {
    }

    private static int[] table() {
        int[] t = new int[256];
        for (int i = 0; i < 256; i++) {
            int crc = i << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
            t[i] = crc & 0xFFFF;
        }
        return t;
    }

    /** CRC16-XMODEM of all of {@code bytes}. */
    public static int crc16(byte[] bytes) {
        return crc16(bytes, 0, bytes.length);
    }

    /** CRC16-XMODEM of {@code bytes[from, to)}. */
    public static int crc16(byte[] bytes, int from, int to) {
        int crc = 0;
        for (int i = from; i < to; i++) {
            crc = ((crc << 8) ^ TABLE[((crc >>> 8) ^ bytes[i]) & 0xFF]) & 0xFFFF;
        }
        return crc;
    }

    private static int crc16Ascii(String text, int from, int to) {
        int crc = 0;
        for (int i = from; i < to; i++) {
            crc = ((crc << 8) ^ TABLE[((crc >>> 8) ^ text.charAt(i)) & 0xFF]) & 0xFFFF;
        }
        return crc;
    }

    /** The slot of the UTF-8 encoded key, honouring hash tags exactly as Redis does. */
    public static int keyHashSlot(byte[] key) {
        long tag = tagBounds(key.length, i -> key[i]);
        return crc16(key, from(tag), to(tag)) & (SLOT_COUNT - 1);
    }

    /** The slot of {@code key} (UTF-8 bytes), honouring hash tags exactly as Redis does. */
    public static int keyHashSlot(String key) {
        for (int i = 0; i < key.length(); i++) {
            if (key.charAt(i) >= 0x80) {
                return keyHashSlot(key.getBytes(StandardCharsets.UTF_8));
            }
        }
        // ASCII: chars are the UTF-8 bytes, so the key need not be encoded.
        long tag = tagBounds(key.length(), key::charAt);
        return crc16Ascii(key, from(tag), to(tag)) & (SLOT_COUNT - 1);
    }

    /** The part of {@code key} that Redis hashes: its hash tag if it has a non-empty one, else the key. */
    public static String hashedPart(String key) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        long tag = tagBounds(bytes.length, i -> bytes[i]);
        return new String(bytes, from(tag), to(tag) - from(tag), StandardCharsets.UTF_8);
    }

    private static int from(long bounds) {
        return (int) (bounds >>> 32);
    }

    private static int to(long bounds) {
        return (int) bounds;
    }

    /** [from, to) packed in a long: the first '{'..'}' tag when non-empty, else the whole key. */
    private static long tagBounds(int length, CharAt at) {
        int open = 0;
        while (open < length && at.charAt(open) != '{') {
            open++;
        }
        if (open == length) {
            return length;
        }
        int close = open + 1;
        while (close < length && at.charAt(close) != '}') {
            close++;
        }
        if (close == length || close == open + 1) {
            return length;
        }
        return ((long) (open + 1) << 32) | close;
    }

    @FunctionalInterface
    private interface CharAt {
        int charAt(int index);
    }
}
