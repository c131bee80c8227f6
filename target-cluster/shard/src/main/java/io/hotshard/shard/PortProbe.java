package io.hotshard.shard;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetClient;

/**
 * Waits until a port refuses connections. Vert.x 5.0 can complete {@code HttpServer.close()} a moment before
 * its acceptor has closed the listening socket, and a shard that is down must refuse, not accept and reset.
 */
final class PortProbe {

    private static final long RETRY_MILLIS = 5;

    private final Vertx vertx;
    private final NetClient client;

    PortProbe(Vertx vertx) {
        this.vertx = vertx;
        this.client = vertx.createNetClient();
    }

    /** Completes once a connection attempt is refused; fails after {@code attempts} accepted attempts. */
    Future<Void> untilRefused(String host, int port, int attempts) {
        Promise<Void> refused = Promise.promise();
        attempt(host, port, attempts, refused);
        return refused.future();
    }

    private void attempt(String host, int port, int attemptsLeft, Promise<Void> refused) {
        client.connect(port, host).onComplete(connected -> {
            if (connected.failed()) {
                refused.complete();
                return;
            }
            connected.result().close();
            if (attemptsLeft <= 1) {
                refused.fail(new IllegalStateException("port " + port + " still accepts connections after closing"));
            } else {
                vertx.setTimer(RETRY_MILLIS, timer -> attempt(host, port, attemptsLeft - 1, refused));
            }
        });
    }
}
