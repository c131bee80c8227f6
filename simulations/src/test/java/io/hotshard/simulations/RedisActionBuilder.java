package io.hotshard.simulations;

import io.gatling.core.session.Session;
import io.hotshard.redisload.RedisLoad;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import scala.collection.Iterable;

/**
 * A Gatling action ({@link StoreAction}) that sends one Redis request per virtual user through {@link RedisLoad}: a
 * read of the session's {@value #KEY}, logged under the builder's request name, or, when the session has
 * {@value #WRITE}, a write of every key listed there, logged as {@code set}.
 */
final class RedisActionBuilder implements io.gatling.javaapi.core.ActionBuilder {

    /** The session attribute of a read's key. */
    static final String KEY = "key";
    /** The session attribute of a write's keys (every stored copy). */
    static final String WRITE = "write";

    private final String requestName;
    private final Supplier<RedisLoad> load;

    RedisActionBuilder(String requestName, Supplier<RedisLoad> load) {
        this.requestName = requestName;
        this.load = load;
    }

    @Override
    public io.gatling.core.action.builder.ActionBuilder asScala() {
        return StoreAction.builder(requestName, this::send);
    }

    private StoreAction.Sent send(Session session, long intendedNanos) {
        if (session.attributes().contains(WRITE)) {
            return new StoreAction.Sent("set", load.get().write(copies(session.attributes().apply(WRITE)),
                    intendedNanos));
        }
        return new StoreAction.Sent(requestName, load.get().send(String.valueOf(session.attributes().apply(KEY)),
                intendedNanos));
    }

    private static List<String> copies(Object value) {
        List<String> keys = new ArrayList<>();
        if (value instanceof java.util.Collection<?> list) {
            list.forEach(k -> keys.add(String.valueOf(k)));
        } else if (value instanceof Iterable<?> seq) {
            seq.foreach(k -> keys.add(String.valueOf(k)));
        } else {
            keys.add(String.valueOf(value));
        }
        return keys;
    }
}
