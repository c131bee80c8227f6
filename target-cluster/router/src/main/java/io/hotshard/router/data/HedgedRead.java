package io.hotshard.router.data;

import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardReply;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.MitigationStats;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;

/**
 * One hedged read (Dean and Barroso, The Tail at Scale, CACM 2013): the first request goes out at once; if no
 * answer came after the delay, exactly one second request goes to the hedge target; the first answer wins and the
 * other request is reset. A failure before the delay fails the read without a hedge; once hedged, the read fails
 * only if both requests fail, with the first request's failure. Runs on the event loop that sent the read.
 */
final class HedgedRead {

    private final Vertx vertx;
    private final ShardDispatcher dispatcher;
    private final MitigationStats counters;
    private final RouterState state;
    private final KeyPlan.Leg leg;
    private final Promise<ShardReply> answer = Promise.promise();
    private final Promise<Void> cancelFirst = Promise.promise();
    private final Promise<Void> cancelSecond = Promise.promise();
    private Future<ShardReply> first;
    private Future<ShardReply> second;
    private long timerId = -1;
    /** Set once the answer is chosen, before the loser's cancellation re-enters {@link #settle}. */
    private boolean decided;

    HedgedRead(Vertx vertx, ShardDispatcher dispatcher, MitigationStats counters, RouterState state,
               KeyPlan.Leg leg) {
        this.vertx = vertx;
        this.dispatcher = dispatcher;
        this.counters = counters;
        this.state = state;
        this.leg = leg;
    }

    /** Sends the first request and arms the hedge after {@code delayMillis}. */
    Future<ShardReply> start(long delayMillis) {
        counters.hedgeCandidate();
        first = dispatcher.send(state, leg.primary().shardId(), HttpMethod.GET, leg.primary().uri(), null,
                cancelFirst.future());
        if (!first.isComplete()) {
            timerId = vertx.setTimer(Math.max(1, delayMillis), id -> hedge());
        }
        first.onComplete(outcome -> settle(outcome, false));
        return answer.future();
    }

    private void hedge() {
        if (answer.future().isComplete() || first.isComplete()) {
            return;
        }
        counters.hedgeSent();
        second = dispatcher.send(state, leg.hedge().shardId(), HttpMethod.GET, leg.hedge().uri(), null,
                cancelSecond.future());
        second.onComplete(outcome -> settle(outcome, true));
    }

    private void settle(AsyncResult<ShardReply> outcome, boolean fromSecond) {
        if (decided) {
            return;
        }
        if (second == null && timerId >= 0) {
            vertx.cancelTimer(timerId);
        }
        Future<ShardReply> other = fromSecond ? first : second;
        if (outcome.succeeded()) {
            decided = true;
            // Counted and the loser cancelled before answering, so a client that has its answer finds both counted.
            if (fromSecond) {
                counters.hedgeWon();
            }
            if (other != null && !other.isComplete()) {
                counters.hedgeCancelled();
                (fromSecond ? cancelFirst : cancelSecond).complete();
            }
            answer.complete(outcome.result());
        } else if (other == null || other.isComplete()) {
            decided = true;
            answer.fail(first.failed() ? first.cause() : outcome.cause());
        }
    }
}
