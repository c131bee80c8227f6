package io.hotshard.keys.analyze;

import io.hotshard.ring.HashFunction;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Locale;

/**
 * A long key's record in a {@link KeyTable}'s arena, at offset {@code r}: {@code [length:4][count:8][key bytes]},
 * little-endian. A short key moves here too once its count outgrows the 32 bits of its slot ({@link KeySlot}).
 */
final class KeyRecord {

    /** The bytes before the key: its length and its count. */
    static final int HEAD = 12;

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private KeyRecord() {
    }

    /**
     * A copy of {@code arena} with room for {@code need} more bytes after its {@code used}: twice as large, or as
     * large as needed, up to {@code max}; beyond it fails, naming the {@code keys} held.
     */
    static byte[] grown(byte[] arena, int used, int need, int max, int keys) {
        if ((long) used + need > max) {
            throw new IllegalStateException(String.format(Locale.ROOT, "the key table's arena would "
                    + "outgrow its %,d bytes (%,d keys held); lower --max-exact", max, keys));
        }
        return Arrays.copyOf(arena, (int) Math.min(max, Math.max((long) arena.length * 2, (long) used + need)));
    }

    /** Writes the record of the key {@code bytes[off, off + len)} with {@code count} at {@code r}. */
    static void write(byte[] arena, int r, byte[] bytes, int off, int len, long count) {
        INT.set(arena, r, len);
        LONG.set(arena, r + 4, count);
        System.arraycopy(bytes, off, arena, r + HEAD, len);
    }

    /** The length of the record's key. */
    static int length(byte[] arena, int r) {
        return (int) INT.get(arena, r);
    }

    static long count(byte[] arena, int r) {
        return (long) LONG.get(arena, r + 4);
    }

    static void addCount(byte[] arena, int r, long count) {
        LONG.set(arena, r + 4, (long) LONG.get(arena, r + 4) + count);
    }

    /** Whether the record holds the key {@code bytes[off, off + len)}. */
    static boolean holds(byte[] arena, int r, byte[] bytes, int off, int len) {
        return (int) INT.get(arena, r) == len && same(arena, r + HEAD, bytes, off, len);
    }

    /** Whether the record holds the short key of slot words {@code w0} and {@code tagged} (moved here). */
    static boolean holdsShort(byte[] arena, int r, long w0, long tagged) {
        int len = KeySlot.length(tagged);
        return (int) INT.get(arena, r) == len && KeySlot.first(arena, r + HEAD, len) == w0
                && KeySlot.tagged(arena, r + HEAD, len) == tagged;
    }

    /** A copy of the record's key. */
    static byte[] key(byte[] arena, int r) {
        return Arrays.copyOfRange(arena, r + HEAD, r + HEAD + (int) INT.get(arena, r));
    }

    /** The hash {@code f} of the record's key. */
    static long hash(byte[] arena, int r, HashFunction f) {
        return f.hash(arena, r + HEAD, (int) INT.get(arena, r));
    }

    // Eight bytes at a time, the last word (or the two ints of a 4 to 7-byte key) read overlapping the one before:
    // most keys are short, where Arrays.equals's range checks and a byte loop cost more than the compare.
    private static boolean same(byte[] a, int aOff, byte[] b, int bOff, int len) {
        if (len >= Long.BYTES) {
            for (int i = 0; i < len - Long.BYTES; i += Long.BYTES) {
                if ((long) LONG.get(a, aOff + i) != (long) LONG.get(b, bOff + i)) {
                    return false;
                }
            }
            int last = len - Long.BYTES;
            return (long) LONG.get(a, aOff + last) == (long) LONG.get(b, bOff + last);
        }
        if (len >= Integer.BYTES) {
            int last = len - Integer.BYTES;
            return (int) INT.get(a, aOff) == (int) INT.get(b, bOff)
                    && (int) INT.get(a, aOff + last) == (int) INT.get(b, bOff + last);
        }
        for (int i = 0; i < len; i++) {
            if (a[aOff + i] != b[bOff + i]) {
                return false;
            }
        }
        return true;
    }
}
