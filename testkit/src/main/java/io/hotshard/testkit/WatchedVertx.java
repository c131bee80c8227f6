package io.hotshard.testkit;

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
 * A Vert.x instance for tests with a tight event-loop budget ({@value #MAX_EVENT_LOOP_MILLIS} ms) that collects
 * the blocked-thread warnings it logs and the exceptions its handlers leave uncaught. Tests fail on event-loop
 * blocks longer than the failure threshold each module chooses: on a shared two-core machine a thread can be
 * descheduled for tens, under heavy load hundreds, of milliseconds without any blocking code.
 */
public final class WatchedVertx {

    /** Vert.x warns about event-loop turns longer than this. */
    public static final long MAX_EVENT_LOOP_MILLIS = 50;
    private static final Logger CHECKER = Logger.getLogger("io.vertx.core.impl.BlockedThreadChecker");
    private static final Pattern BLOCKED_FOR = Pattern.compile("has been blocked for (\\d+) ms");

    private final long failureMillis;
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final List<String> unhandled = new CopyOnWriteArrayList<>();
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
    private final Vertx vertx;

    /** Runs {@code warmUp} first (one-off class loading must not count as blocking), then starts Vert.x. */
    public WatchedVertx(long failureMillis, Runnable warmUp) {
        this.failureMillis = failureMillis;
        warmUp.run();
        CHECKER.setUseParentHandlers(false);
        CHECKER.addHandler(collector);
        vertx = Vertx.vertx(new VertxOptions()
                .setMaxEventLoopExecuteTime(MAX_EVENT_LOOP_MILLIS).setMaxEventLoopExecuteTimeUnit(TimeUnit.MILLISECONDS)
                .setWarningExceptionTime(failureMillis).setWarningExceptionTimeUnit(TimeUnit.MILLISECONDS)
                .setBlockedThreadCheckInterval(10).setBlockedThreadCheckIntervalUnit(TimeUnit.MILLISECONDS));
        vertx.exceptionHandler(failure -> unhandled.add(failure + stack(failure)));
    }

    public Vertx vertx() {
        return vertx;
    }

    /** Blocks longer than this fail the tests. */
    public long failureMillis() {
        return failureMillis;
    }

    /** Exceptions thrown by handlers and not caught by them: each one is a request left unanswered. */
    public List<String> unhandled() {
        return List.copyOf(unhandled);
    }

    /** Closes Vert.x and returns the warnings, with stack, of event-loop blocks longer than the threshold. */
    public List<String> close() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        CHECKER.removeHandler(collector);
        CHECKER.setUseParentHandlers(true);
        return warnings.stream().filter(w -> w.contains("vert.x-eventloop") && blockedMillis(w) > failureMillis)
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
