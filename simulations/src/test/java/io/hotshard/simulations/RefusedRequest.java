package io.hotshard.simulations;

import com.typesafe.scalalogging.Logger;
import io.gatling.commons.stats.KO$;
import io.gatling.commons.util.Clock;
import io.gatling.core.action.Action;
import io.gatling.core.stats.StatsEngine;
import io.gatling.core.structure.ScenarioContext;
import io.gatling.javaapi.core.ActionBuilder;
import io.gatling.javaapi.core.Session;
import java.util.function.Function;
import org.slf4j.LoggerFactory;
import scala.Option;

/**
 * Records an arrival that was never sent as a failed request in Gatling's statistics, under the name the request
 * would have had and with {@code message} as its error, so Gatling's request counts and failure assertions include
 * it. Gatling's Java DSL has no such step; this one uses the Scala API its own steps are built on.
 */
final class RefusedRequest implements ActionBuilder {

    private final Function<Session, String> name;
    private final Function<Session, String> message;

    RefusedRequest(Function<Session, String> name, Function<Session, String> message) {
        this.name = name;
        this.message = message;
    }

    @Override
    public io.gatling.core.action.builder.ActionBuilder asScala() {
        return (ScenarioContext context, Action next) -> new Refusal(context.coreComponents().statsEngine(),
                context.coreComponents().clock(), next);
    }

    /** Logs one KO response of zero duration and passes the virtual user on, marked as failed. */
    private final class Refusal implements Action {

        private final StatsEngine stats;
        private final Clock clock;
        private final Action next;
        private final Logger logger = Logger.apply(LoggerFactory.getLogger(RefusedRequest.class));

        Refusal(StatsEngine stats, Clock clock, Action next) {
            this.stats = stats;
            this.clock = clock;
            this.next = next;
        }

        @Override
        public String name() {
            return "refused-request";
        }

        @Override
        public void execute(io.gatling.core.session.Session session) {
            Session view = new Session(session);
            long now = clock.nowMillis();
            stats.logResponse(session.scenario(), session.groups(), name.apply(view), now, now, KO$.MODULE$,
                    Option.empty(), Option.apply(message.apply(view)));
            next.$bang(session.markAsFailed());
        }

        @Override
        public Logger logger() {
            return logger;
        }

        @Override
        public void com$typesafe$scalalogging$StrictLogging$_setter_$logger_$eq(Logger ignored) {
            // Scala's trait initialiser would set the logger; this class sets its own.
        }
    }
}
