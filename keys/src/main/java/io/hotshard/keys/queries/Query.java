package io.hotshard.keys.queries;

import java.util.Set;

/**
 * One logged query, or one normalized statement with the number of times it ran.
 *
 * @param op        what it does
 * @param where     the rows it selects ({@link Condition#ANYTHING} for all)
 * @param setFields the fields an update assigns (empty for reads and writes of new rows)
 * @param count     how many times it ran (its weight), at least 1
 */
public record Query(QueryOp op, Condition where, Set<String> setFields, long count) {

    /** Validates the weight and copies the set. */
    public Query {
        if (op == null || where == null) {
            throw new IllegalArgumentException("a query needs an op and a condition");
        }
        setFields = Set.copyOf(setFields);
        if (count < 1) {
            throw new IllegalArgumentException("a query's count must be >= 1 but was " + count);
        }
    }
}
