package io.hotshard.bench.latency;

import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.HdrHistogram.Histogram;

/**
 * One open-loop segment at a constant rate, sent by the shared generator ({@code testkit}'s {@link OpenLoad}):
 * request i is due at {@code i / rate} seconds whatever the answers do, and its latency counts from that intended
 * time (no coordinated omission). Keys are drawn from a seeded generator, so two segments with the same seed send
 * the same keys; each goes to its path's port for that key, and a 2xx answer is checked for the shard it must name.
 */
final class OpenLoopSegment {

    /** Where a key is sent, and which shard a 2xx answer must name in its header (null: not checked). */
    record Destination(int port, String expectedShard) {
    }

    /** Every request names its port, so the load's own target is only the host. */
    private static final String LOOPBACK = "http://127.0.0.1";

    private final Context context;
    private final OpenLoad load;
    private final List<Destination> sentTo = new ArrayList<>();
    private final Histogram fromIntended = PathLatency.newHistogram();
    private final Histogram fromSend = PathLatency.newHistogram();
    private final Histogram sendLate = PathLatency.newHistogram();
    private long nonSuccess;
    private long failures;
    private long misplaced;

    OpenLoopSegment(Context context, TestHttp http, KeyOwners keys, IntFunction<Destination> destination,
                    int ratePerSecond, long millis, long timeoutMillis, long seed) {
        if (ratePerSecond < 1) {
            throw new IllegalArgumentException("rate must be >= 1 req/s but was " + ratePerSecond);
        }
        this.context = context;
        SplittableRandom random = new SplittableRandom(seed);
        this.load = new OpenLoad(context.owner(), http, LOOPBACK, ratePerSecond, millis / 1e3, i -> {
            int key = random.nextInt(keys.count());
            Destination to = destination.apply(key);
            sentTo.add(to);
            return OpenLoad.Request.get(to.port(), keys.path(key));
        }).timeoutMillis(timeoutMillis).onEach(this::count);
    }

    /** Runs the segment on its context; completes once every request has been answered or has failed. */
    Future<PathLatency> run() {
        Promise<PathLatency> done = Promise.promise();
        context.runOnContext(ignored -> load.run().map(outcome -> new PathLatency(outcome.sent(), nonSuccess,
                failures, misplaced, fromIntended, fromSend, sendLate, GeneratorPauses.NONE)).onComplete(done));
        return done.future();
    }

    private void count(OpenLoad.Answered answered) {
        fromIntended.recordValue(micros(answered.endedNanos() - answered.intendedNanos()));
        fromSend.recordValue(micros(answered.endedNanos() - answered.sentNanos()));
        sendLate.recordValue(Math.min(PathLatency.MAX_MICROS,
                Math.max(0, (answered.sentNanos() - answered.intendedNanos()) / 1_000)));
        TestHttp.Answer answer = answered.answer();
        if (answer == null) {
            failures++;
        } else if (answer.status() / 100 != 2) {
            nonSuccess++;
        } else {
            String expected = sentTo.get(answered.index()).expectedShard();
            if (expected != null && !expected.equals(answer.shard())) {
                misplaced++;
            }
        }
    }

    private static long micros(long nanos) {
        return Math.min(PathLatency.MAX_MICROS, Math.max(1, nanos / 1_000));
    }
}
