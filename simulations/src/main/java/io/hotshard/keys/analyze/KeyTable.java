package io.hotshard.keys.analyze;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Exact count per distinct key, keys held as bytes in one arena and found by open addressing with linear
 * probing: about 40 bytes per distinct key, no object per key, so millions of keys fit a small heap.
 */
public final class KeyTable {

    private static final int MAX_ARENA = Integer.MAX_VALUE - 16;

    private int[] slots;
    private int mask;
    private int size;
    private long[] counts;
    private int[] offsets;
    private int[] lengths;
    private int[] hashes;
    private byte[] arena;
    private int used;

    /** An empty table. */
    public KeyTable() {
        slots = new int[1 << 12];
        mask = slots.length - 1;
        counts = new long[1 << 11];
        offsets = new int[counts.length];
        lengths = new int[counts.length];
        hashes = new int[counts.length];
        arena = new byte[1 << 16];
    }

    /** Adds {@code count} occurrences of the key in {@code bytes[off, off + len)}. */
    public void add(byte[] bytes, int off, int len, long count) {
        int h = KeyHash.hash(bytes, off, len);
        int i = h & mask;
        while (true) {
            int e = slots[i] - 1;
            if (e < 0) {
                insert(i, h, bytes, off, len, count);
                return;
            }
            if (hashes[e] == h && lengths[e] == len
                    && Arrays.equals(arena, offsets[e], offsets[e] + len, bytes, off, off + len)) {
                counts[e] += count;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /** Adds one occurrence of the key in {@code bytes[off, off + len)}. */
    public void add(byte[] bytes, int off, int len) {
        add(bytes, off, len, 1);
    }

    /** Adds every key of {@code other} with its count. */
    public void addAll(KeyTable other) {
        for (int e = 0; e < other.size; e++) {
            add(other.arena, other.offsets[e], other.lengths[e], other.counts[e]);
        }
    }

    /** Distinct keys held. */
    public int size() {
        return size;
    }

    /** The count of entry {@code e} (0 <= e < size). */
    public long count(int e) {
        return counts[e];
    }

    /** The key of entry {@code e} as UTF-8 text. */
    public String key(int e) {
        return new String(arena, offsets[e], lengths[e], StandardCharsets.UTF_8);
    }

    /** A copy of the bytes of entry {@code e}'s key. */
    public byte[] keyBytes(int e) {
        return Arrays.copyOfRange(arena, offsets[e], offsets[e] + lengths[e]);
    }

    /** Bytes held per entry on average plus the arena, a rough figure for the memory bound. */
    public long approximateBytes() {
        return (long) slots.length * 4 + (long) counts.length * 20 + arena.length;
    }

    private void insert(int slot, int h, byte[] bytes, int off, int len, long count) {
        if (used + len > arena.length) {
            long wanted = Math.max((long) arena.length * 2, (long) used + len);
            if (wanted > MAX_ARENA) {
                throw new IllegalStateException("key table arena over " + MAX_ARENA + " bytes");
            }
            arena = Arrays.copyOf(arena, (int) wanted);
        }
        System.arraycopy(bytes, off, arena, used, len);
        if (size == counts.length) {
            int n = counts.length * 2;
            counts = Arrays.copyOf(counts, n);
            offsets = Arrays.copyOf(offsets, n);
            lengths = Arrays.copyOf(lengths, n);
            hashes = Arrays.copyOf(hashes, n);
        }
        counts[size] = count;
        offsets[size] = used;
        lengths[size] = len;
        hashes[size] = h;
        used += len;
        size++;
        slots[slot] = size;
        // Half full at most keeps linear probes short.
        if (size * 2 > slots.length) {
            rehash();
        }
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        mask = slots.length - 1;
        for (int e = 0; e < size; e++) {
            int i = hashes[e] & mask;
            while (slots[i] != 0) {
                i = (i + 1) & mask;
            }
            slots[i] = e + 1;
        }
    }
}
