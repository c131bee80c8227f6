package io.hotshard.keys.analyze;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Exact count per distinct key with no object per key, so millions of keys fit a small heap. Each key is one
 * record in a byte arena, {@code [length:4][count:8][key bytes]}; an open-addressing table of longs (hash in the
 * high half, record offset in the low half, linear probing, at most half full) finds it. A lookup touches one
 * slot and one record, which matters more than anything else once the table outgrows the caches.
 */
public final class KeyTable {

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int HEAD = 12;
    private static final int MAX_ARENA = Integer.MAX_VALUE - 16;
    private static final int ADD_BATCH = 64;

    private long[] slots = new long[1 << 12];
    private int mask = slots.length - 1;
    private int[] records = new int[1 << 11];
    private int size;
    private byte[] arena = new byte[1 << 16];
    private int used;
    /** A figure the JIT cannot prove unused, so the loads of {@link #touch} in {@link #addAll} stay. */
    private long touched;

    /** Adds {@code count} occurrences of the key in {@code bytes[off, off + len)}. */
    public void add(byte[] bytes, int off, int len, long count) {
        add(bytes, off, len, count, KeyHash.hash(bytes, off, len));
    }

    /** As {@link #add(byte[], int, int, long)} with the key's {@link KeyHash} already computed. */
    void add(byte[] bytes, int off, int len, long count, int h) {
        int i = h & mask;
        while (true) {
            long slot = slots[i];
            if (slot == 0) {
                insert(i, h, bytes, off, len, count);
                return;
            }
            if ((int) (slot >>> 32) == h) {
                int r = (int) slot - 1;
                if ((int) INT.get(arena, r) == len && same(arena, r + HEAD, bytes, off, len)) {
                    LONG.set(arena, r + 4, (long) LONG.get(arena, r + 4) + count);
                    return;
                }
            }
            i = (i + 1) & mask;
        }
    }

    // Eight bytes at a time: most keys are short, where Arrays.equals's range checks cost more than the compare.
    private static boolean same(byte[] a, int aOff, byte[] b, int bOff, int len) {
        int i = 0;
        for (; i + 8 <= len; i += 8) {
            if ((long) LONG.get(a, aOff + i) != (long) LONG.get(b, bOff + i)) {
                return false;
            }
        }
        for (; i < len; i++) {
            if (a[aOff + i] != b[bOff + i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Loads into the caches the slots and records that adding these keys will touch, all loads independent of
     * each other so the processor overlaps their misses (memory-level parallelism); returns a value so the JIT
     * keeps the loads. The adds that follow then mostly hit the caches.
     */
    long touch(int[] hashes, int n, long[] found) {
        long[] table = slots;
        int m = mask;
        for (int j = 0; j < n; j++) {
            found[j] = table[hashes[j] & m];
        }
        long sum = 0;
        byte[] a = arena;
        for (int j = 0; j < n; j++) {
            long slot = found[j];
            if (slot != 0) {
                sum += a[(int) slot - 1];
            }
        }
        return sum;
    }

    /** The count of {@code key}, 0 when absent. */
    public long countOf(byte[] key) {
        int h = KeyHash.hash(key, 0, key.length);
        int i = h & mask;
        while (true) {
            long slot = slots[i];
            if (slot == 0) {
                return 0;
            }
            int r = (int) slot - 1;
            if ((int) (slot >>> 32) == h && (int) INT.get(arena, r) == key.length
                    && same(arena, r + HEAD, key, 0, key.length)) {
                return (long) LONG.get(arena, r + 4);
            }
            i = (i + 1) & mask;
        }
    }

    /** Adds one occurrence of the key in {@code bytes[off, off + len)}. */
    public void add(byte[] bytes, int off, int len) {
        add(bytes, off, len, 1);
    }

    /**
     * Adds every key of {@code other} with its count, a batch at a time: the slots and records of a batch are
     * {@link #touch touched} together before its adds, as when counting lines.
     */
    public void addAll(KeyTable other) {
        int[] hashes = new int[ADD_BATCH];
        long[] found = new long[ADD_BATCH];
        byte[] from = other.arena;
        for (int start = 0; start < other.size; start += ADD_BATCH) {
            int n = Math.min(ADD_BATCH, other.size - start);
            for (int j = 0; j < n; j++) {
                int r = other.records[start + j];
                hashes[j] = KeyHash.hash(from, r + HEAD, (int) INT.get(from, r));
            }
            touched += touch(hashes, n, found);
            for (int j = 0; j < n; j++) {
                int r = other.records[start + j];
                add(from, r + HEAD, (int) INT.get(from, r), (long) LONG.get(from, r + 4), hashes[j]);
            }
        }
    }

    /** Distinct keys held. */
    public int size() {
        return size;
    }

    /** The count of entry {@code e} (0 <= e < size, in order of first appearance). */
    public long count(int e) {
        return (long) LONG.get(arena, records[e] + 4);
    }

    /** The key of entry {@code e} as UTF-8 text. */
    public String key(int e) {
        int r = records[e];
        return new String(arena, r + HEAD, (int) INT.get(arena, r), StandardCharsets.UTF_8);
    }

    /** A copy of the bytes of entry {@code e}'s key. */
    public byte[] keyBytes(int e) {
        int r = records[e];
        return Arrays.copyOfRange(arena, r + HEAD, r + HEAD + (int) INT.get(arena, r));
    }

    private void insert(int slot, int h, byte[] bytes, int off, int len, long count) {
        int need = HEAD + len;
        if (used + need > arena.length) {
            long wanted = Math.max((long) arena.length * 2, (long) used + need);
            if (wanted > MAX_ARENA) {
                throw new IllegalStateException("key table arena over " + MAX_ARENA + " bytes");
            }
            arena = Arrays.copyOf(arena, (int) wanted);
        }
        INT.set(arena, used, len);
        LONG.set(arena, used + 4, count);
        System.arraycopy(bytes, off, arena, used + HEAD, len);
        if (size == records.length) {
            records = Arrays.copyOf(records, size * 2);
        }
        records[size++] = used;
        slots[slot] = (long) h << 32 | (used + 1L);
        used += need;
        if (size * 2 > slots.length) {
            rehash();
        }
    }

    private void rehash() {
        long[] old = slots;
        slots = new long[old.length * 2];
        mask = slots.length - 1;
        for (long slot : old) {
            if (slot != 0) {
                int i = (int) (slot >>> 32) & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = slot;
            }
        }
    }
}
