package io.hotshard.keys.analyze;

import java.util.Locale;
import java.util.Set;

/**
 * How a trace is laid out: its layout, the key field and the optional op field. An op value of {@code read},
 * {@code get}, {@code r} or {@code select} (any case) is a read; any other value a write.
 *
 * @param layout  plain, CSV, TSV, {@code ;}, whitespace or JSON Lines
 * @param field   the key's field (a candidate as {@code keys analyze} takes it); ignored for plain text
 * @param opField the field telling reads from writes, or null
 */
public record TraceFormat(InputFormat layout, Candidate field, String opField) {

    private static final Set<String> READS = Set.of("read", "get", "r", "select");

    /** {@code read} or {@code write} for an op value. */
    static String op(String value) {
        return READS.contains(value.trim().toLowerCase(Locale.ROOT)) ? "read" : "write";
    }
}
