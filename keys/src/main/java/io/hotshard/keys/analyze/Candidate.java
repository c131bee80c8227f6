package io.hotshard.keys.analyze;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A candidate shard key: one field, or several joined with {@code :} ({@code tenant_id+order_id}). A field is a
 * column name, a 1-based column number, or a dotted path into a JSON object.
 *
 * @param name  the candidate as typed
 * @param parts the fields whose values make the key, in order
 */
public record Candidate(String name, List<String> parts) {

    /** Validates the parts. */
    public Candidate {
        parts = List.copyOf(parts);
        if (parts.isEmpty() || parts.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("field must name columns, e.g. customer_id or a+b, but was '"
                    + name + "'");
        }
    }

    /** Parses one {@code --field} value: comma-separated candidates, each {@code a} or {@code a+b+...}. */
    public static List<Candidate> parseAll(String value) {
        List<Candidate> result = new ArrayList<>();
        for (String one : value.split(",", -1)) {
            String name = one.trim();
            result.add(new Candidate(name, Arrays.stream(name.split("\\+", -1)).map(String::trim).toList()));
        }
        return result;
    }

    /** Whether this candidate joins several fields. */
    public boolean composite() {
        return parts.size() > 1;
    }
}
