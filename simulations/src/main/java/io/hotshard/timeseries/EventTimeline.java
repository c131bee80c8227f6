package io.hotshard.timeseries;

/**
 * Time-ordered event keys: event {@code n} happens at {@code originMicros + n * tickMicros} and is named
 * {@code event:} followed by that timestamp in 16 zero-padded digits, so keys sort as their times do. A time
 * window is the events whose timestamps share all but the last {@code windowDigits} digits: one key prefix.
 *
 * @param originMicros time of event 0, microseconds since the epoch
 * @param tickMicros   time between consecutive events, at least 1
 * @param windowDigits trailing timestamp digits a window spans: a window lasts {@code 10^windowDigits} µs
 */
public record EventTimeline(long originMicros, long tickMicros, int windowDigits) {

    /** Digits of a timestamp in a key. */
    public static final int DIGITS = 16;
    /** What every unsalted event key starts with. */
    public static final String PREFIX = "event:";
    private static final long LIMIT = 9_999_999_999_999_999L;

    /** Validates the fields; messages carry the bad value. */
    public EventTimeline {
        if (originMicros < 0 || originMicros > LIMIT) {
            throw new IllegalArgumentException("originMicros must be in [0, " + LIMIT + "] but was " + originMicros);
        }
        if (tickMicros < 1) {
            throw new IllegalArgumentException("tickMicros must be >= 1 but was " + tickMicros);
        }
        if (windowDigits < 1 || windowDigits >= DIGITS) {
            throw new IllegalArgumentException("windowDigits must be in [1, " + (DIGITS - 1) + "] but was "
                    + windowDigits);
        }
    }

    /** The timestamp of event {@code n}; fails when it no longer fits in 16 digits. */
    public long timestampOf(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("event number must be >= 0 but was " + n);
        }
        long ts = Math.addExact(originMicros, Math.multiplyExact(n, tickMicros));
        if (ts > LIMIT) {
            throw new IllegalArgumentException("event " + n + " at " + ts + " µs does not fit in " + DIGITS + " digits");
        }
        return ts;
    }

    /** {@code event:<ts>}, 16 digits. */
    public static String key(long timestampMicros) {
        return PREFIX + digits(timestampMicros);
    }

    /** The window holding {@code timestampMicros}: its number, counted from the epoch. */
    public long windowOf(long timestampMicros) {
        return timestampMicros / windowMicros();
    }

    /** How long a window lasts. */
    public long windowMicros() {
        return pow10(windowDigits);
    }

    /** The digits every timestamp of window {@code window} starts with. */
    public String windowDigitsOf(long window) {
        return digits(Math.multiplyExact(window, windowMicros())).substring(0, DIGITS - windowDigits);
    }

    /** The key prefix of window {@code window}'s events: {@code event:} and the shared leading digits. */
    public String windowPrefix(long window) {
        return PREFIX + windowDigitsOf(window);
    }

    static String digits(long timestampMicros) {
        String s = Long.toString(timestampMicros);
        return "0".repeat(Math.max(0, DIGITS - s.length())) + s;
    }

    private static long pow10(int exponent) {
        long p = 1;
        for (int i = 0; i < exponent; i++) {
            p *= 10;
        }
        return p;
    }
}
