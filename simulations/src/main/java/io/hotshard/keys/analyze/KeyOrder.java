package io.hotshard.keys.analyze;

import java.util.Arrays;

/** Counts how often a key sorts after the key before it: by number when both are integers, else by bytes. */
final class KeyOrder {

    private byte[] previous = new byte[64];
    private int previousLength = -1;
    private byte[] first;
    private long pairs;
    private long ascending;

    void next(byte[] b, int off, int len) {
        if (previousLength < 0) {
            first = Arrays.copyOfRange(b, off, off + len);
        } else {
            pairs++;
            if (compare(previous, 0, previousLength, b, off, len) < 0) {
                ascending++;
            }
        }
        if (previous.length < len) {
            previous = new byte[Math.max(len, previous.length * 2)];
        }
        System.arraycopy(b, off, previous, 0, len);
        previousLength = len;
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
    }

    static int compare(byte[] a, int aOff, int aLen, byte[] b, int bOff, int bLen) {
        if (isInteger(a, aOff, aLen) && isInteger(b, bOff, bLen)) {
            return Long.compare(parse(a, aOff, aLen), parse(b, bOff, bLen));
        }
        return Arrays.compareUnsigned(a, aOff, aOff + aLen, b, bOff, bOff + bLen);
    }

    private static boolean isInteger(byte[] b, int off, int len) {
        int start = len > 1 && b[off] == '-' ? 1 : 0;
        if (len - start < 1 || len - start > 18) {
            return false;
        }
        for (int i = off + start; i < off + len; i++) {
            if (b[i] < '0' || b[i] > '9') {
                return false;
            }
        }
        return true;
    }

    private static long parse(byte[] b, int off, int len) {
        boolean negative = b[off] == '-';
        long v = 0;
        for (int i = off + (negative ? 1 : 0); i < off + len; i++) {
            v = v * 10 + (b[i] - '0');
        }
        return negative ? -v : v;
    }
}
