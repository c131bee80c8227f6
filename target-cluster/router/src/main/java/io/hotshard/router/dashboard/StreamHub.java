package io.hotshard.router.dashboard;

import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The open {@code GET /admin/stream} responses. One snapshot, encoded once, is written to each of them on the event
 * loop that owns its connection; a viewer leaves the set as soon as its connection closes or fails.
 */
final class StreamHub {

    private record Viewer(Context context, HttpServerResponse response) {
    }

    private final Set<Viewer> viewers = ConcurrentHashMap.newKeySet();

    /** Starts an event stream on {@code response} with the {@code latest} snapshot (JSON, or empty); call on its loop. */
    void open(Context context, HttpServerResponse response, String latest) {
        Viewer viewer = new Viewer(context, response);
        response.setChunked(true).putHeader("content-type", "text/event-stream")
                .putHeader("cache-control", "no-cache").putHeader("x-accel-buffering", "no");
        response.closeHandler(closed -> viewers.remove(viewer));
        response.exceptionHandler(failed -> viewers.remove(viewer));
        viewers.add(viewer);
        // A comment line: the browser sees the stream open before the first snapshot.
        response.write(": hotshard dashboard stream\n\n");
        if (!latest.isEmpty()) {
            response.write("data: " + latest + "\n\n");
        }
    }

    /** Writes one {@code data:} event to every viewer. */
    void publish(String json) {
        Buffer event = Buffer.buffer("data: " + json + "\n\n");
        for (Viewer viewer : viewers) {
            viewer.context().runOnContext(ignored -> {
                if (viewer.response().closed()) {
                    viewers.remove(viewer);
                } else if (!viewer.response().writeQueueFull()) {
                    // A viewer that cannot keep up misses snapshots rather than buffering them.
                    viewer.response().write(event);
                }
            });
        }
    }

    /** Ends every stream, as the router stops. */
    void closeAll() {
        for (Viewer viewer : viewers) {
            viewer.context().runOnContext(ignored -> {
                if (!viewer.response().closed()) {
                    viewer.response().end();
                }
            });
        }
        viewers.clear();
    }

    /** Streams open now. */
    int size() {
        return viewers.size();
    }
}
