package io.hotshard.simulations;

import io.gatling.core.session.Session;
import io.hotshard.cassandraload.CassandraLoad;
import java.util.function.Supplier;

/**
 * A Gatling action ({@link StoreAction}) that sends one CQL request per virtual user through {@link CassandraLoad}:
 * a read of the session's {@value #KEY} (logged as {@code select}), or a write of it when the session's
 * {@value #WRITE} is true (logged as {@code insert}).
 */
final class CassandraActionBuilder implements io.gatling.javaapi.core.ActionBuilder {

    /** The session attribute of the request's key. */
    static final String KEY = "key";
    /** The session attribute that says whether the request writes. */
    static final String WRITE = "write";

    private final Supplier<CassandraLoad> load;

    CassandraActionBuilder(Supplier<CassandraLoad> load) {
        this.load = load;
    }

    @Override
    public io.gatling.core.action.builder.ActionBuilder asScala() {
        return StoreAction.builder("cql", this::send);
    }

    private StoreAction.Sent send(Session session, long intendedNanos) {
        boolean write = Boolean.TRUE.equals(session.attributes().apply(WRITE));
        return new StoreAction.Sent(write ? "insert" : "select",
                load.get().send(String.valueOf(session.attributes().apply(KEY)), write, intendedNanos));
    }
}
