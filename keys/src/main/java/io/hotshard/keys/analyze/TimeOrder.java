package io.hotshard.keys.analyze;

import java.util.Arrays;

/**
 * How often a key moves the way time moves, over consecutive rows: a pair of rows whose times differ counts, and is
 * concordant when the later time has the larger key. Near 1 means the key grows with time (an auto-increment id,
 * a timestamp) whatever order the rows were exported in; about 0.5 means no relation. Times and keys compare as
 * {@link KeyOrder#compare}: by number when both are integers, else by bytes (ISO-8601 text sorts in time order).
 */
final class TimeOrder {

    private byte[] previousTime = new byte[32];
    private int previousTimeLength = -1;
    private byte[] previousKey = new byte[64];
    private int previousKeyLength;
    private long pairs;
    private long concordant;

    /** The next row's time and key. */
    void next(byte[] time, int timeOff, int timeLen, byte[] key, int keyOff, int keyLen) {
        if (previousTimeLength >= 0) {
            int byTime = KeyOrder.compare(previousTime, 0, previousTimeLength, time, timeOff, timeLen);
            if (byTime != 0) {
                pairs++;
                int byKey = KeyOrder.compare(previousKey, 0, previousKeyLength, key, keyOff, keyLen);
                if (Integer.signum(byKey) == Integer.signum(byTime)) {
                    concordant++;
                }
            }
        }
        previousTime = KeyOrder.copyInto(previousTime, time, timeOff, timeLen);
        previousTimeLength = timeLen;
        previousKey = KeyOrder.copyInto(previousKey, key, keyOff, keyLen);
        previousKeyLength = keyLen;
    }

    /** Pairs of consecutive rows with different times. */
    long pairs() {
        return pairs;
    }

    /** Those pairs whose key moves the same way as their time. */
    long concordant() {
        return concordant;
    }

    /** Adds the pairs of {@code later}, read after this one (the pair across the seam is not counted). */
    void append(TimeOrder later) {
        pairs += later.pairs;
        concordant += later.concordant;
        if (later.previousTimeLength >= 0) {
            previousTime = Arrays.copyOf(later.previousTime, later.previousTimeLength);
            previousTimeLength = later.previousTimeLength;
            previousKey = Arrays.copyOf(later.previousKey, later.previousKeyLength);
            previousKeyLength = later.previousKeyLength;
        }
    }
}
