package io.hotshard.cli;

import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import java.util.ArrayList;
import java.util.List;

/**
 * Open-loop load on a router through the tests' shared generator ({@link OpenLoad}): {@code count} PUTs of keys
 * {@code key-0, key-1, ...} at a constant rate, sent when due whatever earlier requests are doing, so a stalled shard
 * cannot slow the offered load; each request's fate is kept with times relative to the schedule's origin.
 */
final class PutLoad {

    /** Header in which the router names the shard that served or failed a request. */
    static final String SHARD_HEADER = "X-Hotshard-Shard";
    private static final int CONNECTIONS = 256;

    /**
     * One request and its answer; status 0 when no answer came.
     *
     * @param sentNanos nanoseconds from the schedule's origin to the actual send
     */
    record Outcome(int index, String key, long sentNanos, long latencyMicros, int status, String shard, String failure) {

        boolean succeeded() {
            return status >= 200 && status < 300;
        }

        /** Nanoseconds from the schedule's origin to the answer. */
        long answeredNanos() {
            return sentNanos + latencyMicros * 1_000;
        }
    }

    private PutLoad() {
    }

    /** Schedules the run, the first request due at {@code originNanos} ({@link System#nanoTime()}). */
    static Future<List<Outcome>> run(Vertx vertx, int port, int ratePerSecond, int count, long originNanos) {
        TestHttp http = new TestHttp(vertx, CONNECTIONS);
        List<Outcome> outcomes = new ArrayList<>(count);
        return new OpenLoad(vertx, http, "http://127.0.0.1:" + port, ratePerSecond, (double) count / ratePerSecond,
                i -> new OpenLoad.Request(HttpMethod.PUT, "/kv/key-" + i, "v" + i))
                .startingAt(originNanos)
                .onEach(answered -> outcomes.add(outcome(answered, originNanos)))
                .run()
                .eventually(() -> http.close())
                .map(ignored -> List.copyOf(outcomes));
    }

    private static Outcome outcome(OpenLoad.Answered answered, long originNanos) {
        long latencyMicros = (answered.endedNanos() - answered.sentNanos()) / 1_000;
        TestHttp.Answer answer = answered.answer();
        return new Outcome(answered.index(), "key-" + answered.index(), answered.sentNanos() - originNanos,
                latencyMicros, answer == null ? 0 : answer.status(), answer == null ? null : answer.shard(),
                answered.failure());
    }
}
