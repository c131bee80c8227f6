package io.hotshard.keys.analyze;

import java.util.Arrays;

/** Counts how often a key sorts after the key before it: by number when both are integers, else by bytes. */
final class KeyOrder {

    private static final long NOT_A_NUMBER = Long.MIN_VALUE;

    private byte[] previous = new byte[64];
    private int previousLength = -1;
    private long previousNumber = NOT_A_NUMBER;
    private byte[] first;
    private long pairs;
    private long ascending;

    void next(byte[] b, int off, int len) {
        long number = number(b, off, len);
        if (previousLength < 0) {
            first = Arrays.copyOfRange(b, off, off + len);
        } else {
            pairs++;
            boolean after = number != NOT_A_NUMBER && previousNumber != NOT_A_NUMBER
                    ? number > previousNumber
                    : compareBytes(previous, previousLength, b, off, len) < 0;
            if (after) {
                ascending++;
            }
        }
        previous = copyInto(previous, b, off, len);
        previousLength = len;
        previousNumber = number;
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
            if (compare(previous, 0, previousLength, later.first, 0, later.first.length) < 0) {
                ascending++;
            }
        } else {
            first = later.first;
        }
        pairs += later.pairs;
        ascending += later.ascending;
        previous = Arrays.copyOf(later.previous, later.previousLength);
        previousLength = later.previousLength;
        previousNumber = later.previousNumber;
    }

    static int compare(byte[] a, int aOff, int aLen, byte[] b, int bOff, int bLen) {
        long x = number(a, aOff, aLen);
        long y = number(b, bOff, bLen);
        if (x != NOT_A_NUMBER && y != NOT_A_NUMBER) {
            return Long.compare(x, y);
        }
        return Arrays.compareUnsigned(a, aOff, aOff + aLen, b, bOff, bOff + bLen);
    }

    /** {@code from[off, off + len)} copied to the start of {@code into}, or of a larger array when it does not fit. */
    static byte[] copyInto(byte[] into, byte[] from, int off, int len) {
        byte[] target = into.length < len ? new byte[Math.max(len, into.length * 2)] : into;
        System.arraycopy(from, off, target, 0, len);
        return target;
    }

    private static int compareBytes(byte[] a, int aLen, byte[] b, int bOff, int bLen) {
        int n = Math.min(aLen, bLen);
        for (int i = 0; i < n; i++) {
            int d = (a[i] & 0xff) - (b[bOff + i] & 0xff);
            if (d != 0) {
                return d;
            }
        }
        return aLen - bLen;
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
