package io.hotshard.keys;

import java.util.HashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a key id is written as a key: a {@link String#format} pattern applied with {@link Locale#ROOT}
 * to the id, or to its {@linkplain Fnv1a64#ycsbHash YCSB FNV hash} when {@code hashIds} is set (YCSB's
 * {@code insertorder=hashed} key names).
 *
 * @param pattern a format with one conversion for a long, such as {@code key%d}, {@code user%d}, {@code key%09d}
 * @param hashIds whether the id is replaced by {@code Fnv1a64.ycsbHash(id)} before formatting
 */
public record KeyFormat(String pattern, boolean hashIds) {

    /** The default format, {@code key<id>}. */
    public static final KeyFormat DEFAULT = new KeyFormat("key%d", false);

    // The common shapes prefix%d and prefix%0Nd are written without String.format: 1e6 keys per second matter.
    private static final Pattern PLAIN = Pattern.compile("([^%]*)%(0(\\d+))?d([^%]*)");

    /** Validates that the pattern formats one long and that distinct ids give distinct keys. */
    public KeyFormat {
        Objects.requireNonNull(pattern, "pattern");
        if (pattern.isEmpty()) {
            throw new IllegalArgumentException("key format must not be empty; use e.g. key%d or user%09d");
        }
        Set<String> samples = new HashSet<>();
        try {
            for (long sample : new long[] {0, 7, 42, 123_456_789}) {
                samples.add(String.format(Locale.ROOT, pattern, sample));
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("key format '" + pattern + "' is not a valid format for one long id ("
                    + e.getMessage() + "); use e.g. key%d or user%09d", e);
        }
        if (samples.size() < 4) {
            throw new IllegalArgumentException("key format '" + pattern
                    + "' writes different ids as the same key; it needs a conversion such as %d or %09d");
        }
    }

    /** Returns the plain format {@code pattern}. */
    public static KeyFormat of(String pattern) {
        return new KeyFormat(pattern, false);
    }

    /** Returns YCSB's CoreWorkload key names: {@code user} + id (or its FNV hash) left-padded with zeros. */
    public static KeyFormat ycsb(int zeroPadding, boolean hashed) {
        if (zeroPadding < 1) {
            throw new IllegalArgumentException("zero padding must be >= 1 but was " + zeroPadding);
        }
        return new KeyFormat(zeroPadding > 1 ? "user%0" + zeroPadding + "d" : "user%d", hashed);
    }

    /** Returns the key for {@code id}. */
    public String format(long id) {
        long value = hashIds ? Fnv1a64.ycsbHash(id) : id;
        Matcher plain = PLAIN.matcher(pattern);
        if (value < 0 || !plain.matches()) {
            return String.format(Locale.ROOT, pattern, value);
        }
        String digits = Long.toString(value);
        StringBuilder key = new StringBuilder(pattern.length() + 20).append(plain.group(1));
        int width = plain.group(3) == null ? 0 : Integer.parseInt(plain.group(3));
        for (int i = digits.length(); i < width; i++) {
            key.append('0');
        }
        return key.append(digits).append(plain.group(4)).toString();
    }
}
