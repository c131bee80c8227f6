package io.hotshard.simulations;

import com.typesafe.scalalogging.Logger;
import io.gatling.commons.stats.KO$;
import io.gatling.commons.stats.OK$;
import io.gatling.commons.stats.Status;
import io.gatling.core.action.Action;
import io.gatling.core.action.builder.ActionBuilder;
import io.gatling.core.session.Session;
import io.gatling.core.stats.StatsEngine;
import io.gatling.core.structure.ScenarioContext;
import java.util.concurrent.CompletableFuture;
import scala.Option;

/**
 * A Gatling action that sends one request to a store per virtual user and logs it to Gatling's stats engine like an
 * HTTP request, so that Gatling's report and assertions see it. The response time counts from the moment the virtual
 * user reaches the action, which in an open model is the user's scheduled arrival: a request that waits in the client
 * is late, and its wait is counted.
 */
final class StoreAction implements Action {

    /** Sends a virtual user's request, due at {@code intendedNanos} ({@link System#nanoTime()}). */
    @FunctionalInterface
    interface Sender {

        /** The request sent for {@code session}. */
        Sent send(Session session, long intendedNanos);
    }

    /** A request sent: its name in Gatling's stats, and its outcome, {@code null} or the error's one-line message. */
    record Sent(String name, CompletableFuture<String> outcome) {
    }

    private final String name;
    private final Sender sender;
    private final StatsEngine stats;
    private final Action next;
    private Logger logger = Logger.apply(StoreAction.class);

    private StoreAction(String name, Sender sender, StatsEngine stats, Action next) {
        this.name = name;
        this.sender = sender;
        this.stats = stats;
        this.next = next;
    }

    /** The Scala builder of an action named {@code name} whose requests {@code sender} sends. */
    static ActionBuilder builder(String name, Sender sender) {
        return (ScenarioContext ctx, Action next) -> new StoreAction(name, sender, ctx.coreComponents().statsEngine(),
                next);
    }

    @Override
    public String name() {
        return name;
    }

    /** Sends, logs, then hands the user on on its event loop. */
    @Override
    public void execute(Session session) {
        long intended = System.currentTimeMillis();
        long intendedNanos = System.nanoTime();
        Sent sent = sender.send(session, intendedNanos);
        sent.outcome().whenComplete((error, thrown) -> {
            long end = System.currentTimeMillis();
            String message = thrown != null ? thrown.toString() : error;
            Status status = message == null ? OK$.MODULE$ : KO$.MODULE$;
            stats.logResponse(session.scenario(), session.groups(), sent.name(), intended, end, status, Option.empty(),
                    Option.apply(message));
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
