package io.hotshard.ring;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How {@link RangePartitioner} measures and splits ranges without seeing data. When every boundary is
 * one common prefix followed by the same number (1..18) of decimal digits, ranges are measured on that
 * numeric suffix (zero-padded keys such as {@code key000123}); otherwise on the printable ASCII space
 * (0x20..0x7E), reading strings as base-95 fractions, other characters clamped to the nearest end.
 */
final class RangeKeySpace {

    private static final int FIRST = 0x20;
    private static final int RADIX = 95;
    private static final BigInteger BIG_RADIX = BigInteger.valueOf(RADIX);

    private final String prefix;
    private final int digits;
    private final int asciiLength;

    private RangeKeySpace(String prefix, int digits, int asciiLength) {
        this.prefix = prefix;
        this.digits = digits;
        this.asciiLength = asciiLength;
    }

    /** The space inferred from {@code boundaries} as described on the class. */
    static RangeKeySpace of(List<String> boundaries) {
        String prefix = null;
        int digits = -1;
        int maxLength = 0;
        boolean numeric = !boundaries.isEmpty();
        for (String b : boundaries) {
            maxLength = Math.max(maxLength, b.length());
            int start = b.length();
            while (start > 0 && b.charAt(start - 1) >= '0' && b.charAt(start - 1) <= '9') {
                start--;
            }
            int n = b.length() - start;
            String p = b.substring(0, start);
            if (n == 0 || n > 18 || (prefix != null && (!p.equals(prefix) || n != digits))) {
                numeric = false;
            }
            prefix = p;
            digits = n;
        }
        return numeric ? new RangeKeySpace(prefix, digits, 0) : new RangeKeySpace(null, 0, maxLength + 1);
    }

    /** {@code nodes - 1} boundaries splitting the first characters evenly over printable ASCII. */
    static List<String> evenAsciiBoundaries(int nodes) {
        int length = 1;
        BigInteger space = BIG_RADIX;
        while (space.compareTo(BigInteger.valueOf(nodes)) < 0) {
            space = space.multiply(BIG_RADIX);
            length++;
        }
        List<String> result = new ArrayList<>();
        for (int i = 1; i < nodes; i++) {
            BigInteger at = space.multiply(BigInteger.valueOf(i)).divide(BigInteger.valueOf(nodes));
            result.add(toAscii(at, length));
        }
        return result;
    }

    /** Width of [lo, hi); a null end is open (the start or the end of the space). */
    BigInteger width(String lo, String hi) {
        return value(hi, true).subtract(value(lo, false));
    }

    /** A boundary strictly inside (lo, hi) near the middle of the range, if the range can be split. */
    Optional<String> midpoint(String lo, String hi) {
        BigInteger mid = value(lo, false).add(value(hi, true)).shiftRight(1);
        String m = prefix != null ? prefix + pad(mid.longValueExact()) : trimmed(toAscii(mid, asciiLength), lo);
        boolean above = m.compareTo(lo == null ? "" : lo) > 0;
        boolean below = hi == null || m.compareTo(hi) < 0;
        return above && below ? Optional.of(m) : Optional.empty();
    }

    private BigInteger value(String s, boolean upperEnd) {
        if (s == null) {
            if (!upperEnd) {
                return BigInteger.ZERO;
            }
            return prefix != null ? BigInteger.TEN.pow(digits) : BIG_RADIX.pow(asciiLength);
        }
        if (prefix != null) {
            return BigInteger.valueOf(Long.parseLong(s.substring(prefix.length())));
        }
        BigInteger v = BigInteger.ZERO;
        for (int i = 0; i < asciiLength; i++) {
            int c = i < s.length() ? s.charAt(i) : FIRST;
            int digit = Math.max(0, Math.min(RADIX - 1, c - FIRST));
            v = v.multiply(BIG_RADIX).add(BigInteger.valueOf(digit));
        }
        return v;
    }

    private String pad(long value) {
        String s = Long.toString(value);
        return "0".repeat(Math.max(0, digits - s.length())) + s;
    }

    private static String toAscii(BigInteger value, int length) {
        char[] chars = new char[length];
        BigInteger v = value;
        for (int i = length - 1; i >= 0; i--) {
            BigInteger[] qr = v.divideAndRemainder(BIG_RADIX);
            chars[i] = (char) (FIRST + qr[1].intValue());
            v = qr[0];
        }
        return new String(chars);
    }

    /** Drops trailing spaces (zero digits) while the result stays above {@code lo}. */
    private static String trimmed(String s, String lo) {
        String result = s;
        while (result.endsWith(" ")) {
            String shorter = result.substring(0, result.length() - 1);
            if (lo != null && shorter.compareTo(lo) <= 0) {
                break;
            }
            result = shorter;
        }
        return result;
    }
}
