package io.hotshard.simulations;

import com.typesafe.scalalogging.Logger;
import io.gatling.commons.stats.KO$;
import io.gatling.commons.stats.OK$;
import io.gatling.commons.stats.Status;
import io.gatling.core.action.Action;
import io.gatling.core.session.Session;
import io.gatling.core.stats.StatsEngine;
import io.gatling.core.structure.ScenarioContext;
import io.hotshard.cassandraload.CassandraLoad;
import java.util.function.Supplier;
import scala.Option;

/**
 * A Gatling action that sends one CQL request per virtual user through {@link CassandraLoad} and logs it to
 * Gatling's stats engine, so that Gatling's report and assertions see it: a read of the session's {@value #KEY}
 * (logged as {@code select}), or a write of it when the session's {@value #WRITE} is true (logged as
 * {@code insert}). The response time counts from the moment the virtual user reaches the action, which in an open
 * model is the user's scheduled arrival: a request that waits in the client is late, and its wait is counted.
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
        return new io.gatling.core.action.builder.ActionBuilder() {
            @Override
            public Action build(ScenarioContext ctx, Action next) {
                return new CqlAction(load, ctx.coreComponents().statsEngine(), next);
            }
        };
    }

    /** The action itself: sends, logs, then hands the user on on its event loop. */
    private static final class CqlAction implements Action {

        private final Supplier<CassandraLoad> load;
        private final StatsEngine stats;
        private final Action next;
        private Logger logger = Logger.apply(CqlAction.class);

        CqlAction(Supplier<CassandraLoad> load, StatsEngine stats, Action next) {
            this.load = load;
            this.stats = stats;
            this.next = next;
        }

        @Override
        public String name() {
            return "cql";
        }

        @Override
        public void execute(Session session) {
            long intended = System.currentTimeMillis();
            long intendedNanos = System.nanoTime();
            boolean write = Boolean.TRUE.equals(session.attributes().apply(WRITE));
            load.get().send(String.valueOf(session.attributes().apply(KEY)), write, intendedNanos)
                    .whenComplete((error, thrown) -> {
                        long end = System.currentTimeMillis();
                        String message = thrown != null ? thrown.toString() : error;
                        Status status = message == null ? OK$.MODULE$ : KO$.MODULE$;
                        stats.logResponse(session.scenario(), session.groups(), write ? "insert" : "select", intended,
                                end, status, Option.empty(), Option.apply(message));
                        Session after = message == null ? session : session.markAsFailed();
                        session.eventLoop().execute(() -> next.$bang(after));
                    });
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
