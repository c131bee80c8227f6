package io.hotshard.storeload;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * The live view of a run against a store (Redis, Cassandra) on 127.0.0.1: {@code GET /dashboard} is one
 * self-contained page drawn as the store's {@link DashboardLayout} says, and {@code GET /dashboard/stream} Server-Sent
 * Events, one JSON snapshot of the run a second (a {@code title}, the {@code nodes}, the {@code client}'s figures, the
 * run's {@code events} as lines). A snapshot is built once a second on a worker thread (reading the nodes' last
 * samples may wait for the sampler) and written to every open stream; a viewer that cannot keep up misses snapshots
 * instead of buffering them.
 */
public final class StoreDashboard implements AutoCloseable {

    /** The page's path. */
    public static final String PAGE = "/dashboard";
    /** The stream's path. */
    public static final String STREAM = "/dashboard/stream";

    private final Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setWorkerPoolSize(1));
    private final String store;
    private final Supplier<JsonObject> snapshot;
    private final Buffer page;
    private final Set<HttpServerResponse> streams = new HashSet<>();
    private final HttpServer server;

    private StoreDashboard(DashboardLayout layout, Supplier<JsonObject> snapshot, int port) {
        this.store = layout.store();
        this.snapshot = snapshot;
        this.page = Buffer.buffer(readPage().replace("__STORE__", layout.store())
                // A "</" inside the inline script would end it.
                .replace("__LAYOUT__", layout.toJson().encode().replace("</", "<\\/")));
        server = await(vertx.createHttpServer().requestHandler(this::handle).listen(port, "127.0.0.1")
                .toCompletionStage().toCompletableFuture(), "start the dashboard on 127.0.0.1:" + port);
        vertx.setPeriodic(1000, id -> vertx.executeBlocking(() -> snapshot.get().encode(), false)
                .onSuccess(this::publish));
    }

    /** Serves the run's snapshots on {@code port} of 127.0.0.1 (0: any free port), drawn as {@code layout} says. */
    public static StoreDashboard start(DashboardLayout layout, Supplier<JsonObject> snapshot, int port) {
        return new StoreDashboard(layout, snapshot, port);
    }

    /** The page's address. */
    public String url() {
        return "http://127.0.0.1:" + server.actualPort() + PAGE;
    }

    private void handle(HttpServerRequest request) {
        HttpServerResponse response = request.response();
        switch (request.path()) {
            case PAGE -> response.putHeader("content-type", "text/html; charset=utf-8").end(page);
            case STREAM -> {
                response.setChunked(true).putHeader("content-type", "text/event-stream")
                        .putHeader("cache-control", "no-store").write(": hotshard " + store + " run\n\n");
                streams.add(response);
                response.closeHandler(v -> streams.remove(response));
            }
            default -> response.setStatusCode(404).end("no such page; the dashboard is at " + PAGE + "\n");
        }
    }

    private void publish(String json) {
        Buffer event = Buffer.buffer("data: " + json + "\n\n");
        for (HttpServerResponse stream : Set.copyOf(streams)) {
            if (!stream.writeQueueFull()) {
                stream.write(event);
            }
        }
    }

    private static String readPage() {
        try (InputStream in = StoreDashboard.class.getResourceAsStream("store-dashboard.html")) {
            if (in == null) {
                throw new IllegalStateException("store-dashboard.html is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> T await(CompletableFuture<T> future, String what) {
        try {
            return future.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("cannot " + what + ": " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("cannot " + what + " within 10 s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while trying to " + what, e);
        }
    }

    /** Closes the streams and the server. */
    @Override
    public void close() {
        await(vertx.close().toCompletionStage().toCompletableFuture(), "close the dashboard");
    }

    @Override
    public String toString() {
        return "the live dashboard";
    }
}
