package io.hotshard.keys.analyze;

import io.hotshard.ring.HashFunction;
import java.nio.charset.StandardCharsets;

/**
 * Exact count per distinct key with no object per key, so millions of keys fit a small heap. An open-addressing table
 * (linear probing, at most half full) of 16-byte slots, two longs each: a key of up to {@value #INLINE_BYTES} bytes
 * sits in its slot with its count, so looking it up touches one cache line; a longer key (or one counted past 2^32)
 * sits in a byte arena ({@link KeyRecord}) and its slot holds its hash and record offset ({@link KeySlot}). A lookup
 * of a key that has outgrown the caches costs one miss for a short key, two for a long one.
 */
public final class KeyTable {

    /** Keys up to this long are held in their slot. */
    static final int INLINE_BYTES = KeySlot.INLINE_BYTES;

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
            if (KeySlot.isRecord(w1) && (int) (s0 >>> 32) == h && KeyRecord.holdsShort(arena, (int) s0, w0, tagged)) {
                KeyRecord.addCount(arena, (int) s0, count);
                return;
            }
            i = (i + 1) & mask;
        }
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
                if (KeyRecord.holds(arena, r, bytes, off, len)) {
                    KeyRecord.addCount(arena, r, count);
                    return;
                }
            }
            i = (i + 1) & mask;
        }
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
                if ((int) (s0 >>> 32) == h && KeyRecord.holds(arena, r, key, 0, len)) {
                    return KeyRecord.count(arena, r);
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
                add(other.arena, r + KeyRecord.HEAD, KeyRecord.length(other.arena, r), KeyRecord.count(other.arena, r),
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
        return KeySlot.isRecord(w1) ? KeyRecord.count(arena, (int) slots[2 * s]) : w1 >>> 32;
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
            return KeyRecord.key(arena, (int) w0);
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
            return KeyRecord.hash(arena, (int) w0, f);
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
            entries = KeySlot.occupied(slots, size);
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
        int need = KeyRecord.HEAD + len;
        if ((long) used + need > arena.length) {
            arena = KeyRecord.grown(arena, used, need, maxArena, size);
        }
        KeyRecord.write(arena, used, bytes, off, len, count);
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
        slots = KeySlot.doubled(slots, maxSlots, size);
        mask = (slots.length >> 1) - 1;
    }
}
