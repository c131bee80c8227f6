package io.hotshard.router;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Vert.x instance with a tight event-loop budget ({@value #MAX_EVENT_LOOP_MILLIS} ms) that collects
 * blocked-thread warnings. Blocks longer than {@value #FAILURE_MILLIS} ms fail the test: on a two-core machine
 * shared with other builds (load averages above 10 were seen) a burst of connection set-ups alone took 450 ms
 * of wall time, so the failure threshold sits well above the warning threshold; a sleep, a lock wait or a
 * 100,000-key sampling pass on the event loop still exceeds it.
 */
final class WatchedVertx {

    static final long MAX_EVENT_LOOP_MILLIS = 50;
    static final long FAILURE_MILLIS = 1_000;
    private static final Logger CHECKER = Logger.getLogger("io.vertx.core.impl.BlockedThreadChecker");
    private static final Pattern BLOCKED_FOR = Pattern.compile("has been blocked for (\\d+) ms");

    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final Handler collector = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                warnings.add(record.getMessage() + (record.getThrown() == null ? "" : stack(record.getThrown())));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private final List<String> unhandled = new CopyOnWriteArrayList<>();
    private final Vertx vertx;

    WatchedVertx() {
        JvmWarmUp.once();
        CHECKER.setUseParentHandlers(false);
        CHECKER.addHandler(collector);
        vertx = Vertx.vertx(new VertxOptions()
                .setMaxEventLoopExecuteTime(MAX_EVENT_LOOP_MILLIS).setMaxEventLoopExecuteTimeUnit(TimeUnit.MILLISECONDS)
                .setWarningExceptionTime(FAILURE_MILLIS).setWarningExceptionTimeUnit(TimeUnit.MILLISECONDS)
                .setBlockedThreadCheckInterval(10).setBlockedThreadCheckIntervalUnit(TimeUnit.MILLISECONDS));
        vertx.exceptionHandler(failure -> unhandled.add(failure + stack(failure)));
    }

    /** Exceptions thrown by handlers and not caught by them: each one is a request left unanswered. */
    List<String> unhandled() {
        return List.copyOf(unhandled);
    }

    Vertx vertx() {
        return vertx;
    }

    /** Closes Vert.x and returns the warnings of event-loop blocks longer than {@link #FAILURE_MILLIS}. */
    List<String> close() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        CHECKER.removeHandler(collector);
        CHECKER.setUseParentHandlers(true);
        return warnings.stream().filter(w -> w.contains("vert.x-eventloop") && blockedMillis(w) > FAILURE_MILLIS)
                .toList();
    }

    private static String stack(Throwable thrown) {
        StringBuilder text = new StringBuilder();
        for (StackTraceElement frame : thrown.getStackTrace()) {
            text.append("\n  at ").append(frame);
        }
        return text.toString();
    }

    private static long blockedMillis(String warning) {
        Matcher matcher = BLOCKED_FOR.matcher(warning);
        return matcher.find() ? Long.parseLong(matcher.group(1)) : Long.MAX_VALUE;
    }
}
