package io.hotshard.keys.analyze;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/** Counts how often a key sorts after the key before it: by number when both are integers, else by bytes. */
final class KeyOrder {

    private static final long NOT_A_NUMBER = Long.MIN_VALUE;
    private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** The previous key: {@code previousBytes[previousOff, + previousLength)}, {@link #copy} or the caller's. */
    private byte[] previousBytes;
    private int previousOff;
    private int previousLength = -1;
    private long previousNumber = NOT_A_NUMBER;
    private byte[] copy = new byte[64];
    private byte[] first;
    private long pairs;
    private long ascending;

    /** The next key; its bytes must stay as they are until {@link #detach()}. */
    void next(byte[] b, int off, int len) {
        long number = number(b, off, len);
        if (previousLength < 0) {
            first = Arrays.copyOfRange(b, off, off + len);
        } else {
            pairs++;
            boolean after = number != NOT_A_NUMBER && previousNumber != NOT_A_NUMBER
                    ? number > previousNumber
                    : bytes(previousBytes, previousOff, previousLength, b, off, len) < 0;
            if (after) {
                ascending++;
            }
        }
        previousBytes = b;
        previousOff = off;
        previousLength = len;
        previousNumber = number;
    }

    /** Keeps a copy of the last key, as the caller's bytes may change from now on. */
    void detach() {
        if (previousLength >= 0 && previousBytes != copy) {
            copy = copyInto(copy, previousBytes, previousOff, previousLength);
            previousBytes = copy;
            previousOff = 0;
        }
    }

    long pairs() {
        return pairs;
    }

    long ascending() {
        return ascending;
    }

    /** Appends {@code later}, read after this one: its pairs plus the pair across the seam. */
    void append(KeyOrder later) {
        if (later.previousLength < 0) {
            return;
        }
        if (previousLength >= 0) {
            pairs++;
            if (compare(previousBytes, previousOff, previousLength, later.first, 0, later.first.length) < 0) {
                ascending++;
            }
        } else {
            first = later.first;
        }
        pairs += later.pairs;
        ascending += later.ascending;
        previousBytes = Arrays.copyOfRange(later.previousBytes, later.previousOff,
                later.previousOff + later.previousLength);
        previousOff = 0;
        previousLength = later.previousLength;
        previousNumber = later.previousNumber;
    }

    static int compare(byte[] a, int aOff, int aLen, byte[] b, int bOff, int bLen) {
        long x = number(a, aOff, aLen);
        long y = number(b, bOff, bLen);
        if (x != NOT_A_NUMBER && y != NOT_A_NUMBER) {
            return Long.compare(x, y);
        }
        return bytes(a, aOff, aLen, b, bOff, bLen);
    }

    /**
     * As {@link Arrays#compareUnsigned(byte[], int, int, byte[], int, int)}, eight bytes at a time read big-endian (the
     * last few as a whole word, its bytes past the keys masked off, where both arrays hold a word there): for keys of a
     * few bytes the JDK's range checks and vectorised mismatch, or a loop over bytes, cost more than the compare.
     */
    static int bytes(byte[] a, int aOff, int aLen, byte[] b, int bOff, int bLen) {
        int common = Math.min(aLen, bLen);
        int i = 0;
        for (; i + Long.BYTES <= common; i += Long.BYTES) {
            long x = (long) WORD.get(a, aOff + i);
            long y = (long) WORD.get(b, bOff + i);
            if (x != y) {
                return Long.compareUnsigned(x, y);
            }
        }
        int rest = common - i;
        if (rest > 0 && aOff + i + Long.BYTES <= a.length && bOff + i + Long.BYTES <= b.length) {
            long keep = -1L << ((Long.BYTES - rest) << 3);
            long x = (long) WORD.get(a, aOff + i) & keep;
            long y = (long) WORD.get(b, bOff + i) & keep;
            return x != y ? Long.compareUnsigned(x, y) : aLen - bLen;
        }
        for (; i < common; i++) {
            int d = (a[aOff + i] & 0xFF) - (b[bOff + i] & 0xFF);
            if (d != 0) {
                return d;
            }
        }
        return aLen - bLen;
    }

    /** {@code from[off, off + len)} copied to the start of {@code into}, or of a larger array when it does not fit. */
    static byte[] copyInto(byte[] into, byte[] from, int off, int len) {
        byte[] target = into.length < len ? new byte[Math.max(len, into.length * 2)] : into;
        System.arraycopy(from, off, target, 0, len);
        return target;
    }

    /** The integer the bytes spell (up to 18 digits, optional minus sign), else {@link #NOT_A_NUMBER}. */
    private static long number(byte[] b, int off, int len) {
        boolean negative = len > 1 && b[off] == '-';
        int start = negative ? 1 : 0;
        if (len - start < 1 || len - start > 18) {
            return NOT_A_NUMBER;
        }
        long v = 0;
        for (int i = off + start; i < off + len; i++) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                return NOT_A_NUMBER;
            }
            v = v * 10 + d;
        }
        return negative ? -v : v;
    }
}
