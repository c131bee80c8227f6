package io.hotshard.simulations;

import java.util.Iterator;
import java.util.Map;

/**
 * Feeds a query log's requests ({@link QueryReplay}) as {@code name}, {@code path} and {@code value} for
 * {@link Requests#replayed}; ends with the log when it does not loop.
 */
final class QueryFeeder implements Iterator<Map<String, Object>> {

    private final QueryReplay replay;
    private long sequence;

    QueryFeeder(QueryReplay replay) {
        this.replay = replay;
    }

    @Override
    public synchronized boolean hasNext() {
        return replay.hasNext();
    }

    @Override
    public synchronized Map<String, Object> next() {
        QueryRequest request = replay.next();
        sequence++;
        return Map.of("name", request.kind().label(), "path", request.path(), "value", "v" + sequence);
    }
}
