package io.hotshard.keys.analyze;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;

/** The column numbers of each candidate's fields in one delimited input, and the key built from a row. */
final class Columns {

    private final int[][] indices;

    private Columns(int[][] indices) {
        this.indices = indices;
    }

    /** Resolves names against {@code header} (null without one: fields must then be 1-based numbers). */
    static Columns resolve(String input, List<String> header, List<Candidate> candidates) {
        int[][] result = new int[candidates.size()][];
        for (int c = 0; c < candidates.size(); c++) {
            List<String> parts = candidates.get(c).parts();
            result[c] = new int[parts.size()];
            for (int p = 0; p < parts.size(); p++) {
                result[c][p] = index(input, header, parts.get(p));
            }
        }
        return new Columns(result);
    }

    /** The column numbers of one candidate's fields in {@code header} (null without one). */
    static int[] indices(String input, List<String> header, Candidate candidate) {
        return candidate.parts().stream().mapToInt(f -> index(input, header, f)).toArray();
    }

    private static int index(String input, List<String> header, String field) {
        if (header != null) {
            int i = header.indexOf(field);
            if (i >= 0) {
                return i;
            }
        }
        if (field.matches("[0-9]{1,6}") && Integer.parseInt(field) >= 1) {
            return Integer.parseInt(field) - 1;
        }
        if (header == null) {
            throw new IllegalArgumentException("field '" + field + "' must be a 1-based column number "
                    + "with --no-header (" + input + ")");
        }
        throw new IllegalArgumentException("field '" + field + "' is not a column of " + input + "; columns: "
                + String.join(", ", header));
    }

    /** Tells {@code sink} each candidate's key in a row of {@code size} values read by {@code value}. */
    void emit(int size, IntFunction<String> value, RowSink sink) {
        for (int c = 0; c < indices.length; c++) {
            String key = key(indices[c], size, value);
            if (key == null) {
                sink.missing(c);
            } else {
                byte[] b = key.getBytes(StandardCharsets.UTF_8);
                sink.value(c, b, 0, b.length);
            }
        }
    }

    private static String key(int[] parts, int size, IntFunction<String> value) {
        if (parts.length == 1) {
            return parts[0] < size ? nonEmpty(value.apply(parts[0])) : null;
        }
        StringBuilder joined = new StringBuilder();
        for (int p = 0; p < parts.length; p++) {
            String v = parts[p] < size ? nonEmpty(value.apply(parts[p])) : null;
            if (v == null) {
                return null;
            }
            if (p > 0) {
                joined.append(':');
            }
            joined.append(v);
        }
        return joined.toString();
    }

    private static String nonEmpty(String v) {
        return v == null || v.isEmpty() ? null : v;
    }
}
