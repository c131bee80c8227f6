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
import java.util.function.Supplier;
import scala.Option;

/**
 * A Gatling action that sends one Redis command per virtual user through {@link RedisLoad} and logs it to Gatling's
 * stats engine like an HTTP request, so that Gatling's report and assertions see it. The response time counts from
 * the moment the virtual user reaches the action, which in an open model is the user's scheduled arrival: a command
 * that waits in the client is late, and its wait is counted.
 */
final class RedisActionBuilder implements io.gatling.javaapi.core.ActionBuilder {

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
            String key = String.valueOf(session.attributes().apply("key"));
            load.get().send(key).whenComplete((error, thrown) -> {
                long end = System.currentTimeMillis();
                String message = thrown != null ? thrown.toString() : error;
                Status status = message == null ? OK$.MODULE$ : KO$.MODULE$;
                stats.logResponse(session.scenario(), session.groups(), requestName, intended, end, status,
                        Option.empty(), Option.apply(message));
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
