package io.hotshard.keys.queries;

import java.util.List;

/**
 * A query's WHERE clause as far as shard targeting cares: predicates on fields joined by AND and OR. A predicate
 * the targeting cannot use (a LIKE, a NOT, a comparison of two columns) is left out of the clause that holds it,
 * which makes that clause select more rows, never fewer, so a shard count drawn from it is never too low. A value is
 * null where the log holds none (a normalized {@code $1}): targeting is then judged by the clause's shape.
 */
public sealed interface Condition permits Condition.Eq, Condition.In, Condition.Range, Condition.And,
        Condition.Or, Condition.Anything {

    /** {@code field = value}; value null when the log holds a placeholder. */
    record Eq(String field, String value) implements Condition {
        public Eq {
            requireField(field);
        }
    }

    /**
     * {@code field IN (values)}: {@code size} values, listed in {@code values} when the log holds them (else empty);
     * {@code size} is -1 when not even their number is known ({@code = ANY($1)}).
     */
    record In(String field, List<String> values, int size) implements Condition {
        public In {
            requireField(field);
            values = List.copyOf(values);
            if (!values.isEmpty() && values.size() != size) {
                throw new IllegalArgumentException("IN on " + field + " lists " + values.size() + " values but its size is "
                        + size);
            }
            if (size < -1) {
                throw new IllegalArgumentException("IN on " + field + " has size " + size);
            }
        }

        /** An IN whose values the log holds. */
        public static In of(String field, List<String> values) {
            return new In(field, values, values.size());
        }

        /** An IN of {@code size} placeholders ({@code -1}: an array of unknown length). */
        public static In ofPlaceholders(String field, int size) {
            return new In(field, List.of(), size);
        }

        /** Whether the values themselves are known. */
        public boolean valuesKnown() {
            return size == 0 || !values.isEmpty();
        }
    }

    /**
     * A range on {@code field}: {@code lower <= field < upper} (inclusiveness does not change which shards a range
     * meets closely enough to matter). A bound is null when open; {@code valuesKnown} is false when the log holds
     * placeholders for the bounds.
     */
    record Range(String field, String lower, String upper, boolean valuesKnown) implements Condition {
        public Range {
            requireField(field);
        }
    }

    /** Every part holds. */
    record And(List<Condition> parts) implements Condition {
        public And {
            parts = List.copyOf(parts);
        }
    }

    /** Any part holds. */
    record Or(List<Condition> parts) implements Condition {
        public Or {
            parts = List.copyOf(parts);
        }
    }

    /** No restriction that targeting can use: every row may match (no WHERE, or only unusable predicates). */
    record Anything() implements Condition {
    }

    /** The condition that selects everything. */
    Condition ANYTHING = new Anything();

    private static void requireField(String field) {
        if (field == null || field.isBlank()) {
            throw new IllegalArgumentException("a predicate needs a field name");
        }
    }
}
