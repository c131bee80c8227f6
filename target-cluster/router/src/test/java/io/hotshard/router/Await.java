package io.hotshard.router;

import io.vertx.core.Future;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** Waits on the test thread (never an event loop) for futures and conditions, always bounded. */
final class Await {

    private static final long TIMEOUT_SECONDS = 15;

    private Await() {
    }

    /** The future's value; rethrows its failure. */
    static <T> T result(Future<T> future) {
        try {
            return future.toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (Exception e) {
            throw new IllegalStateException("no result within " + TIMEOUT_SECONDS + " s; threads:\n" + threads(), e);
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

    /** The future's failure; fails if it succeeded. */
    static Throwable failure(Future<?> future) {
        try {
            future.toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (Exception e) {
            throw new IllegalStateException("no outcome within " + TIMEOUT_SECONDS + " s", e);
        }
        throw new AssertionError("expected a failure but the future succeeded");
    }

    /** Polls {@code condition} every 10 ms until it holds; fails naming {@code what} after the timeout. */
    static void until(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting until " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting until " + what, e);
            }
        }
    }
}
