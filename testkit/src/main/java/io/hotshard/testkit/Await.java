package io.hotshard.testkit;

import io.vertx.core.Future;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** Waits on a test thread (never an event loop) for futures and conditions, always bounded. */
public final class Await {

    private static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(15);

    private Await() {
    }

    /** The future's value within 15 s; rethrows its failure, and dumps the event loops' stacks on a time-out. */
    public static <T> T result(Future<T> future) {
        return result(future, DEFAULT_TIMEOUT);
    }

    /** The future's value within {@code timeout}; rethrows its failure, and dumps the event loops' stacks on a time-out. */
    public static <T> T result(Future<T> future, Duration timeout) {
        try {
            return future.toCompletionStage().toCompletableFuture().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a future", e);
        } catch (Exception e) {
            throw new IllegalStateException("no result within " + timeout + "; threads:\n" + threads(), e);
        }
    }

    /** The future's failure within 15 s; fails if it succeeded. */
    public static Throwable failure(Future<?> future) {
        try {
            future.toCompletionStage().toCompletableFuture().get(DEFAULT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a future", e);
        } catch (Exception e) {
            throw new IllegalStateException("no outcome within " + DEFAULT_TIMEOUT, e);
        }
        throw new AssertionError("expected a failure but the future succeeded");
    }

    /** Polls {@code condition} every 10 ms until it holds; fails naming {@code what} after 15 s. */
    public static void until(String what, BooleanSupplier condition) {
        until(DEFAULT_TIMEOUT, what, condition);
    }

    /** Polls {@code condition} every 10 ms until it holds; fails naming {@code what} after {@code timeout}. */
    public static void until(Duration timeout, String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + timeout + " waiting until " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting until " + what, e);
            }
        }
    }

    private static String threads() {
        StringBuilder dump = new StringBuilder();
        Thread.getAllStackTraces().forEach((thread, stack) -> {
            if (thread.getName().startsWith("vert.x") || thread.getName().startsWith("hotshard")) {
                dump.append(thread.getName()).append('\n');
                for (StackTraceElement frame : stack) {
                    dump.append("  at ").append(frame).append('\n');
                }
            }
        });
        return dump.toString();
    }
}
