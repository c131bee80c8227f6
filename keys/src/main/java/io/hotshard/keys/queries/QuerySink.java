package io.hotshard.keys.queries;

/** Where a {@link QueryLogReader} sends what it reads. */
public interface QuerySink {

    /** One query understood. */
    void accept(Query query);

    /**
     * One query that was read but not understood (a statement the parser cannot take, an op it does not know):
     * counted with its weight and listed, never dropped in silence.
     *
     * @param location {@code file:line}
     * @param text     the query, or as much of it as identifies it
     * @param count    its weight
     */
    void notUnderstood(String location, String text, long count);
}
