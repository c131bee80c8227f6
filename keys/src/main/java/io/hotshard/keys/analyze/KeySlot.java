package io.hotshard.keys.analyze;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Locale;

/**
 * The two words of a {@link KeyTable} slot. A short key (up to {@value #INLINE_BYTES} bytes) is held in them: bytes
 * 0-7 in the first word, little-endian; in the second, bytes 8-10 in bits 0-23, the tag (length + 1) in bits 24-31
 * and the count in the high 32 bits. A longer key's slot holds its hash and record offset in the first word and the
 * tag {@link #RECORD} in the second. An empty slot's second word is 0.
 */
final class KeySlot {

    /** Keys up to this long are held in their slot. */
    static final int INLINE_BYTES = 11;
    /** Tag of a slot whose key and count are in the arena. */
    static final long RECORD = 0xFF;
    static final int TAG_SHIFT = 24;
    /** The second word without the count: key bytes 8-10 and the tag. */
    static final long KEY_BITS = 0xFFFFFFFFL;
    static final long MAX_COUNT = 0xFFFFFFFFL;
    static final long COUNT_ONE = 1L << 32;

    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_KEY_BYTES = 0xFFFFFFL;

    private KeySlot() {
    }

    /** The first word of the short key {@code bytes[off, off + len)}. */
    static long first(byte[] bytes, int off, int len) {
        return word(bytes, off, Math.min(len, Long.BYTES));
    }

    /** The second word of the short key {@code bytes[off, off + len)}, count 0. */
    static long tagged(byte[] bytes, int off, int len) {
        long high = len > Long.BYTES ? word(bytes, off + Long.BYTES, len - Long.BYTES) : 0;
        return high | (len + 1L) << TAG_SHIFT;
    }

    static boolean isRecord(long second) {
        return (second >>> TAG_SHIFT & 0xFF) == RECORD;
    }

    /** The length of the short key of a slot's second word. */
    static int length(long second) {
        return (int) (second >>> TAG_SHIFT & 0xFF) - 1;
    }

    /** Writes the short key of a slot's two words to the start of {@code into}; returns its length. */
    static int write(long first, long second, byte[] into) {
        int len = length(second);
        for (int k = 0; k < len; k++) {
            into[k] = (byte) (k < Long.BYTES ? first >>> (k << 3) : second >>> ((k - Long.BYTES) << 3));
        }
        return len;
    }

    /** The short key of a slot's two words. */
    static byte[] key(long first, long second) {
        byte[] key = new byte[length(second)];
        write(first, second, key);
        return key;
    }

    /** The {@link KeyHash} of a slot's key: a long key's is kept, a short key's computed from its words. */
    static int hash(long first, long second) {
        if (isRecord(second)) {
            return (int) (first >>> 32);
        }
        int len = length(second);
        return len < Long.BYTES ? KeyHash.finish(0, first, len)
                : KeyHash.finish(KeyHash.step(0, first), second & HIGH_KEY_BYTES, len);
    }

    /** The little-endian word of {@code bytes[off, off + n)}, 0 <= n <= 8, higher bytes zero. */
    static long word(byte[] bytes, int off, int n) {
        if (off + Long.BYTES <= bytes.length) {
            long w = (long) LONG.get(bytes, off);
            return n == Long.BYTES ? w : w & ((1L << (n << 3)) - 1);
        }
        long w = 0;
        for (int k = 0; k < n; k++) {
            w |= (bytes[off + k] & 0xFFL) << (k << 3);
        }
        return w;
    }

    /**
     * The slots of a table twice the size of {@code slots}, each entry at its first free slot from its hash; a table
     * of more than {@code maxSlots} fails, naming the {@code keys} held.
     */
    static long[] doubled(long[] slots, int maxSlots, int keys) {
        if ((long) slots.length * 2 > 2L * maxSlots) {
            throw new IllegalStateException(String.format(Locale.ROOT, "the key table would outgrow its "
                    + "%,d slots (%,d keys held); lower --max-exact", maxSlots, keys));
        }
        long[] into = new long[slots.length * 2];
        int mask = (into.length >> 1) - 1;
        for (int k = 0; k < slots.length; k += 2) {
            long w1 = slots[k + 1];
            if (w1 != 0) {
                long w0 = slots[k];
                int i = hash(w0, w1) & mask;
                while (into[2 * i + 1] != 0) {
                    i = (i + 1) & mask;
                }
                into[2 * i] = w0;
                into[2 * i + 1] = w1;
            }
        }
        return into;
    }

    /** The indexes of the {@code count} occupied slots of {@code slots}, in table order. */
    static int[] occupied(long[] slots, int count) {
        int[] listed = new int[count];
        int n = 0;
        for (int s = 0; 2 * s < slots.length; s++) {
            if (slots[2 * s + 1] != 0) {
                listed[n++] = s;
            }
        }
        return listed;
    }
}
