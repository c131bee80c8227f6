package io.hotshard.cluster;

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
 * blocked-thread warnings; tests fail on blocks longer than {@value #FAILURE_MILLIS} ms. The margin is wide
 * because these tests share two cores with concurrent builds: at a load average of 10, a thread doing a few
 * hundred microseconds of work was seen descheduled for 250 to 380 ms.
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
    private final Vertx vertx;

    WatchedVertx() {
        JvmWarmUp.once();
        CHECKER.setUseParentHandlers(false);
        CHECKER.addHandler(collector);
        vertx = Vertx.vertx(new VertxOptions()
                .setMaxEventLoopExecuteTime(MAX_EVENT_LOOP_MILLIS).setMaxEventLoopExecuteTimeUnit(TimeUnit.MILLISECONDS)
                .setWarningExceptionTime(FAILURE_MILLIS).setWarningExceptionTimeUnit(TimeUnit.MILLISECONDS)
                .setBlockedThreadCheckInterval(10).setBlockedThreadCheckIntervalUnit(TimeUnit.MILLISECONDS));
    }

    Vertx vertx() {
        return vertx;
    }

    /** Closes Vert.x and returns the warnings of blocks longer than {@link #FAILURE_MILLIS}. */
    List<String> close() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        CHECKER.removeHandler(collector);
        CHECKER.setUseParentHandlers(true);
        return warnings.stream().filter(w -> blockedMillis(w) > FAILURE_MILLIS).toList();
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
