package io.hotshard.cli;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Keeps a server in the foreground until the JVM is asked to stop (SIGTERM, SIGINT), then stops it and closes its
 * {@link Vertx} from a shutdown hook, so connections close and the port is released before the process ends.
 */
final class Foreground {

    /** Longest wait for a server to start or to stop. */
    static final Duration DEADLINE = Duration.ofSeconds(30);

    private Foreground() {
    }

    /** Blocks the calling (non event-loop) thread until {@code future} completes; rethrows its failure. */
    static <T> T await(Future<T> future) throws InterruptedException, ExecutionException, TimeoutException {
        return future.toCompletionStage().toCompletableFuture().get(DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The base URL of a server listening on {@code host:port}, IPv6 literals in brackets. */
    static String url(String host, int port) {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    /** Reports a failed start on one line, closes {@code vertx} and returns exit code 1. */
    static int startFailed(CommandSpec spec, Vertx vertx, String what, String host, int port, Exception e) {
        closeQuietly(vertx);
        Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
        spec.commandLine().getErr().println("hotshard: " + what + " cannot listen on " + url(host, port) + ": "
                + cause.getMessage());
        return CommandLine.ExitCode.SOFTWARE;
    }

    /** Closes {@code vertx} after a failed start, so a non-daemon event loop cannot keep the JVM alive. */
    private static void closeQuietly(Vertx vertx) {
        try {
            await(vertx.close());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // The process exits with the start failure anyway; a close failure would only hide it.
        }
    }

    /** Waits until shutdown, then runs {@code stop}, closes {@code vertx} and prints {@code what + " stopped"}. */
    static void untilShutdown(String what, Vertx vertx, Supplier<Future<Void>> stop, PrintWriter out)
            throws InterruptedException {
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                // Closed one after the other: a future of the server completes on an event loop that the close ends.
                await(stop.get());
                await(vertx.close());
                out.println(what + " stopped");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                out.println(what + " did not stop cleanly: " + e);
            } finally {
                out.flush();
                stopped.countDown();
            }
        }, "hotshard-shutdown"));
        stopped.await();
    }
}
