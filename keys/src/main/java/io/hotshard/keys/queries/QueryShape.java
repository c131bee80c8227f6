package io.hotshard.keys.queries;

import java.util.Set;

/** What one statement text does, before its weight is known: a {@link Query} without its count. */
record QueryShape(QueryOp op, Condition where, Set<String> setFields) {

    /** This shape run {@code count} times. */
    Query times(long count) {
        return new Query(op, where, setFields, count);
    }
}
