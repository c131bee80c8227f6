package io.hotshard.keys.analyze;

import io.hotshard.ring.HashFunction;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * Exact count per distinct key with no object per key, so millions of keys fit a small heap. An open-addressing table
 * (linear probing, at most half full) of 16-byte slots, two longs each: a key of up to {@value #INLINE_BYTES} bytes
 * sits in its slot with its count, so looking it up touches one cache line; a longer key (or one counted past 2^32)
 * sits in a byte arena as {@code [length:4][count:8][key bytes]} and its slot holds its hash and record offset
 * ({@link KeySlot}). A lookup of a key that has outgrown the caches costs one miss for a short key, two for a long one.
 */
public final class KeyTable {

    /** Keys up to this long are held in their slot. */
    static final int INLINE_BYTES = KeySlot.INLINE_BYTES;

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int HEAD = 12;
    /** The largest arena a Java array holds. */
    static final int MAX_ARENA = Integer.MAX_VALUE - 16;
    /** The most slots (two longs each, so the array's length stays an int): 2^28 keys at half load, 8 GiB. */
    static final int MAX_SLOTS = 1 << 29;
    private static final int ADD_BATCH = 64;
    private static final long RECORD_TAG = KeySlot.RECORD << KeySlot.TAG_SHIFT;

    private final int maxArena;
    private final int maxSlots;
    private long[] slots = new long[2 << 12];
    private int mask = (slots.length >> 1) - 1;
    /** The occupied slots in table order, listed when first asked for after a change (null until then). */
    private volatile int[] entries;
    private int size;
    private byte[] arena = new byte[1 << 10];
    private int used;
    /** A figure the JIT cannot prove unused, so the loads of {@link #touch} in {@link #addAll} stay. */
    private long touched;

    /** An empty table. */
    public KeyTable() {
        this(MAX_ARENA, MAX_SLOTS);
    }

    /** An empty table whose arena and slots stop at the given sizes (bytes; slots, a power of two). */
    KeyTable(int maxArena, int maxSlots) {
        this.maxArena = maxArena;
        this.maxSlots = maxSlots;
    }

    /** Adds {@code count} occurrences of the key in {@code bytes[off, off + len)}. */
    public void add(byte[] bytes, int off, int len, long count) {
        add(bytes, off, len, count, KeyHash.hash(bytes, off, len));
    }

    /** Adds one occurrence of the key in {@code bytes[off, off + len)}. */
    public void add(byte[] bytes, int off, int len) {
        add(bytes, off, len, 1);
    }

    /** As {@link #add(byte[], int, int, long)} with the key's {@link KeyHash} already computed. */
    void add(byte[] bytes, int off, int len, long count, int h) {
        if (len <= INLINE_BYTES) {
            addInline(KeySlot.first(bytes, off, len), KeySlot.tagged(bytes, off, len), count, h);
        } else {
            addLong(bytes, off, len, count, h);
        }
    }

    private void addInline(long w0, long tagged, long count, int h) {
        int i = h & mask;
        while (true) {
            long w1 = slots[2 * i + 1];
            if (w1 == 0) {
                if (count > KeySlot.MAX_COUNT) {
                    byte[] key = KeySlot.key(w0, tagged);
                    insertRecord(i, h, key, 0, key.length, count, false);
                } else {
                    place(i, w0, tagged | count << 32);
                }
                return;
            }
            long s0 = slots[2 * i];
            if ((w1 & KeySlot.KEY_BITS) == tagged && s0 == w0) {
                if ((w1 >>> 32) + count > KeySlot.MAX_COUNT) {
                    // The count outgrows its 32 bits: the key moves to the arena, whose counts are 64-bit.
                    byte[] key = KeySlot.key(w0, tagged);
                    insertRecord(i, h, key, 0, key.length, (w1 >>> 32) + count, true);
                } else {
                    slots[2 * i + 1] = w1 + count * KeySlot.COUNT_ONE;
                }
                return;
            }
            if (KeySlot.isRecord(w1) && (int) (s0 >>> 32) == h && recordHolds((int) s0, w0, tagged)) {
                LONG.set(arena, (int) s0 + 4, (long) LONG.get(arena, (int) s0 + 4) + count);
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /** Whether the record at {@code r} holds the short key of words {@code w0} and {@code tagged} (moved there). */
    private boolean recordHolds(int r, long w0, long tagged) {
        int len = KeySlot.length(tagged);
        return (int) INT.get(arena, r) == len && KeySlot.first(arena, r + HEAD, len) == w0
                && KeySlot.tagged(arena, r + HEAD, len) == tagged;
    }

    private void addLong(byte[] bytes, int off, int len, long count, int h) {
        int i = h & mask;
        while (true) {
            long w1 = slots[2 * i + 1];
            if (w1 == 0) {
                insertRecord(i, h, bytes, off, len, count, false);
                return;
            }
            long w0 = slots[2 * i];
            if (KeySlot.isRecord(w1) && (int) (w0 >>> 32) == h) {
                int r = (int) w0;
                if ((int) INT.get(arena, r) == len && same(arena, r + HEAD, bytes, off, len)) {
                    LONG.set(arena, r + 4, (long) LONG.get(arena, r + 4) + count);
                    return;
                }
            }
            i = (i + 1) & mask;
        }
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

    /**
     * Loads into the caches the slots (and a long key's record) that adding these keys will touch, the slot loads
     * independent of each other so the processor overlaps their misses (memory-level parallelism); returns a value so
     * the JIT keeps the loads. The adds that follow then mostly hit the caches.
     */
    long touch(int[] hashes, int n, long[] found) {
        long[] table = slots;
        int m = mask;
        for (int j = 0; j < n; j++) {
            found[j] = table[2 * (hashes[j] & m) + 1];
        }
        long sum = 0;
        for (int j = 0; j < n; j++) {
            long w1 = found[j];
            sum += w1;
            if (KeySlot.isRecord(w1)) {
                sum += arena[(int) table[2 * (hashes[j] & m)]];
            }
        }
        return sum;
    }

    /** The count of {@code key}, 0 when absent. */
    public long countOf(byte[] key) {
        int h = KeyHash.hash(key, 0, key.length);
        int len = key.length;
        boolean inline = len <= INLINE_BYTES;
        long w0 = inline ? KeySlot.first(key, 0, len) : 0;
        long tagged = inline ? KeySlot.tagged(key, 0, len) : 0;
        int i = h & mask;
        while (true) {
            long w1 = slots[2 * i + 1];
            if (w1 == 0) {
                return 0;
            }
            long s0 = slots[2 * i];
            if (KeySlot.isRecord(w1)) {
                int r = (int) s0;
                if ((int) (s0 >>> 32) == h && (int) INT.get(arena, r) == len && same(arena, r + HEAD, key, 0, len)) {
                    return (long) LONG.get(arena, r + 4);
                }
            } else if (inline && (w1 & KeySlot.KEY_BITS) == tagged && s0 == w0) {
                return w1 >>> 32;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * Adds every key of {@code other} with its count, a batch at a time: the slots of a batch are {@link #touch
     * touched} together before its adds, as when counting lines.
     */
    public void addAll(KeyTable other) {
        int[] batch = new int[ADD_BATCH];
        int[] hashes = new int[ADD_BATCH];
        long[] found = new long[ADD_BATCH];
        int n = 0;
        for (int s = 0; s <= other.mask; s++) {
            if (other.slots[2 * s + 1] != 0) {
                batch[n++] = s;
                if (n == ADD_BATCH) {
                    addBatch(other, batch, hashes, found, n);
                    n = 0;
                }
            }
        }
        addBatch(other, batch, hashes, found, n);
    }

    private void addBatch(KeyTable other, int[] batch, int[] hashes, long[] found, int n) {
        for (int j = 0; j < n; j++) {
            hashes[j] = KeySlot.hash(other.slots[2 * batch[j]], other.slots[2 * batch[j] + 1]);
        }
        touched += touch(hashes, n, found);
        for (int j = 0; j < n; j++) {
            long w0 = other.slots[2 * batch[j]];
            long w1 = other.slots[2 * batch[j] + 1];
            if (KeySlot.isRecord(w1)) {
                int r = (int) w0;
                add(other.arena, r + HEAD, (int) INT.get(other.arena, r), (long) LONG.get(other.arena, r + 4),
                        hashes[j]);
            } else {
                addInline(w0, w1 & KeySlot.KEY_BITS, w1 >>> 32, hashes[j]);
            }
        }
    }

    /** Distinct keys held. */
    public int size() {
        return size;
    }

    /**
     * The count of entry {@code e}, 0 <= e < size. Entries are numbered in table order (by slot, so a pass over them
     * reads the table front to back), fixed until the next key is added.
     */
    public long count(int e) {
        int s = entries()[e];
        long w1 = slots[2 * s + 1];
        return KeySlot.isRecord(w1) ? (long) LONG.get(arena, (int) slots[2 * s] + 4) : w1 >>> 32;
    }

    /** The key of entry {@code e} as UTF-8 text. */
    public String key(int e) {
        return new String(keyBytes(e), StandardCharsets.UTF_8);
    }

    /** A copy of the bytes of entry {@code e}'s key. */
    public byte[] keyBytes(int e) {
        int s = entries()[e];
        long w0 = slots[2 * s];
        long w1 = slots[2 * s + 1];
        if (KeySlot.isRecord(w1)) {
            int r = (int) w0;
            return Arrays.copyOfRange(arena, r + HEAD, r + HEAD + (int) INT.get(arena, r));
        }
        return KeySlot.key(w0, w1);
    }

    /**
     * The hash {@code f} of entry {@code e}'s key, read where it is stored or, for a key held in its slot, written into
     * {@code scratch} (at least {@value #INLINE_BYTES} bytes) first.
     */
    long hash(int e, HashFunction f, byte[] scratch) {
        int s = entries()[e];
        long w0 = slots[2 * s];
        long w1 = slots[2 * s + 1];
        if (KeySlot.isRecord(w1)) {
            int r = (int) w0;
            return f.hash(arena, r + HEAD, (int) INT.get(arena, r));
        }
        return f.hash(scratch, 0, KeySlot.write(w0, w1, scratch));
    }


    /** The occupied slots in table order; listed once after a change, by whichever thread asks first. */
    private int[] entries() {
        int[] listed = entries;
        return listed != null ? listed : listEntries();
    }

    private synchronized int[] listEntries() {
        if (entries == null) {
            int[] listed = new int[size];
            int n = 0;
            for (int s = 0; s <= mask; s++) {
                if (slots[2 * s + 1] != 0) {
                    listed[n++] = s;
                }
            }
            entries = listed;
        }
        return entries;
    }

    private void place(int slot, long w0, long w1) {
        slots[2 * slot] = w0;
        slots[2 * slot + 1] = w1;
        size++;
        if (entries != null) {
            entries = null;
        }
        if (size * 2 > mask + 1) {
            rehash();
        }
    }

    /** A record in the arena for the key; {@code existing}: the slot's entry is already listed. */
    private void insertRecord(int slot, int h, byte[] bytes, int off, int len, long count, boolean existing) {
        int need = HEAD + len;
        if ((long) used + need > arena.length) {
            if ((long) used + need > maxArena) {
                throw new IllegalStateException(String.format(Locale.ROOT, "the key table's arena would "
                        + "outgrow its %,d bytes (%,d keys held); lower --max-exact", maxArena, size));
            }
            arena = Arrays.copyOf(arena, (int) Math.min(maxArena, Math.max((long) arena.length * 2, (long) used + need)));
        }
        INT.set(arena, used, len);
        LONG.set(arena, used + 4, count);
        System.arraycopy(bytes, off, arena, used + HEAD, len);
        long w0 = (long) h << 32 | used;
        used += need;
        if (existing) {
            slots[2 * slot] = w0;
            slots[2 * slot + 1] = RECORD_TAG;
        } else {
            place(slot, w0, RECORD_TAG);
        }
    }

    private void rehash() {
        long[] old = slots;
        if ((long) old.length * 2 > 2L * maxSlots) {
            throw new IllegalStateException(String.format(Locale.ROOT, "the key table would outgrow its "
                    + "%,d slots (%,d keys held); lower --max-exact", maxSlots, size));
        }
        slots = new long[old.length * 2];
        mask = (slots.length >> 1) - 1;
        for (int k = 0; k < old.length; k += 2) {
            long w1 = old[k + 1];
            if (w1 != 0) {
                long w0 = old[k];
                int i = KeySlot.hash(w0, w1) & mask;
                while (slots[2 * i + 1] != 0) {
                    i = (i + 1) & mask;
                }
                slots[2 * i] = w0;
                slots[2 * i + 1] = w1;
            }
        }
    }
}
