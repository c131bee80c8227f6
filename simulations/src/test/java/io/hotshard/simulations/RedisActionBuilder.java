package io.hotshard.simulations;

import com.typesafe.scalalogging.Logger;
import io.gatling.commons.stats.KO$;
import io.gatling.commons.stats.OK$;
import io.gatling.commons.stats.Status;
import io.gatling.core.action.Action;
import io.gatling.core.session.Session;
import io.gatling.core.stats.StatsEngine;
import io.gatling.core.structure.ScenarioContext;
import io.hotshard.redisload.RedisLoad;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import scala.Option;
import scala.collection.Iterable;

/**
 * A Gatling action that sends one Redis request per virtual user through {@link RedisLoad} and logs it to Gatling's
 * stats engine like an HTTP request, so that Gatling's report and assertions see it: a read of the session's
 * {@value #KEY}, or, when the session has {@value #WRITE}, a write of every key listed there, logged as
 * {@code set}. The response time counts from
 * the moment the virtual user reaches the action, which in an open model is the user's scheduled arrival: a command
 * that waits in the client is late, and its wait is counted.
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
        return new io.gatling.core.action.builder.ActionBuilder() {
            @Override
            public Action build(ScenarioContext ctx, Action next) {
                return new RedisAction(requestName, load, ctx.coreComponents().statsEngine(), next);
            }
        };
    }

    /** The action itself: reads the session's {@code key}, sends, logs, then hands the user on on its event loop. */
    private static final class RedisAction implements Action {

        private final String requestName;
        private final Supplier<RedisLoad> load;
        private final StatsEngine stats;
        private final Action next;
        private Logger logger = Logger.apply(RedisAction.class);

        RedisAction(String requestName, Supplier<RedisLoad> load, StatsEngine stats, Action next) {
            this.requestName = requestName;
            this.load = load;
            this.stats = stats;
            this.next = next;
        }

        @Override
        public String name() {
            return requestName;
        }

        @Override
        public void execute(Session session) {
            long intended = System.currentTimeMillis();
            long intendedNanos = System.nanoTime();
            boolean write = session.attributes().contains(WRITE);
            CompletableFuture<String> sent = write
                    ? load.get().write(copies(session.attributes().apply(WRITE)), intendedNanos)
                    : load.get().send(String.valueOf(session.attributes().apply(KEY)), intendedNanos);
            sent.whenComplete((error, thrown) -> {
                long end = System.currentTimeMillis();
                String message = thrown != null ? thrown.toString() : error;
                Status status = message == null ? OK$.MODULE$ : KO$.MODULE$;
                stats.logResponse(session.scenario(), session.groups(), write ? "set" : requestName, intended, end,
                        status,
                        Option.empty(), Option.apply(message));
                Session after = message == null ? session : session.markAsFailed();
                session.eventLoop().execute(() -> next.$bang(after));
            });
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

        @Override
        public Logger logger() {
            return logger;
        }

        @Override
        public void com$typesafe$scalalogging$StrictLogging$_setter_$logger_$eq(Logger value) {
            logger = value;
        }
    }
}
