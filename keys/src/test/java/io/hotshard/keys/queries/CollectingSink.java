package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.List;

/** A sink that keeps what a reader sends, in order. */
final class CollectingSink implements QuerySink {

    /** One query read but not understood. */
    record Unread(String location, String text, long count) {
    }

    final List<Query> queries = new ArrayList<>();
    final List<Unread> unread = new ArrayList<>();

    @Override
    public void accept(Query query) {
        queries.add(query);
    }

    @Override
    public void notUnderstood(String location, String text, long count) {
        unread.add(new Unread(location, text, count));
    }
}
