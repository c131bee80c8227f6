package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.NetSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One shard on a watched Vert.x and a client for it, for the tests of one shard's endpoints whatever its store;
 * {@link #close} stops the shard and fails on event-loop blocks.
 */
final class ShardFixture implements AutoCloseable {

    /** What paging through {@code /admin/keys} gave: every key listed, in order, and the pages. */
    record KeyPages(List<String> keys, List<JsonObject> pages) {
    }

    private static final int MAX_PAGES = 10;

    final WatchedVertx watched = ShardWarmUp.watched();
    final TestHttp http = new TestHttp(watched.vertx(), 8);
    final ShardServer shard;
    final int port;

    /** Starts a shard of {@code config} on {@code store}. */
    ShardFixture(ShardConfig config, StoreConfig store) throws Exception {
        shard = new ShardServer(watched.vertx(), config, "127.0.0.1", store);
        port = Await.result(shard.start());
    }

    /** Starts a shard of {@code config} on its default (in-memory) store. */
    ShardFixture(ShardConfig config) throws Exception {
        shard = new ShardServer(watched.vertx(), config);
        port = Await.result(shard.start());
    }

    /** Pages through {@code /admin/keys} {@code limit} keys at a time, following {@code next} (at most 10 pages). */
    KeyPages listKeys(int limit) throws Exception {
        List<String> listed = new ArrayList<>();
        List<JsonObject> pages = new ArrayList<>();
        String after = null;
        do {
            JsonObject page = Await.result(http.get(port, "/admin/keys?limit=" + limit
                    + (after == null ? "" : "&after=" + after))).json();
            pages.add(page);
            page.getJsonArray("keys").forEach(k -> listed.add((String) k));
            after = page.getString("next");
        } while (after != null && pages.size() < MAX_PAGES);
        return new KeyPages(listed, pages);
    }

    /** Sends a request and adds its answer to {@code log}. */
    Future<TestHttp.Answer> step(HttpMethod method, String path, String body, List<TestHttp.Answer> log) {
        return http.send(method, port, path, body).andThen(answer -> log.add(answer.result()));
    }

    Future<TestHttp.Answer> get(String path, List<TestHttp.Answer> log) {
        return step(HttpMethod.GET, path, null, log);
    }

    /** Opens a TCP connection to the shard's port. */
    Future<NetSocket> connect() {
        return watched.vertx().createNetClient().connect(port, "127.0.0.1");
    }

    /** Stores {@code value-of-KEY} under {@code key}. */
    Future<TestHttp.Answer> put(String key) {
        return http.send(HttpMethod.PUT, port, "/kv/" + key, "value-of-" + key);
    }

    Future<Void> delay(long millis) {
        return Future.future(promise -> watched.vertx().setTimer(millis, t -> promise.complete()));
    }

    /** Asks {@code /health} until it answers, every 50 ms, at most {@code attemptsLeft} times. */
    Future<TestHttp.Answer> pollHealth(int attemptsLeft) {
        return http.get(port, "/health").recover(failure -> attemptsLeft <= 1
                ? Future.failedFuture(failure)
                : delay(50).compose(v -> pollHealth(attemptsLeft - 1)));
    }


    @Override
    public void close() throws Exception {
        Await.result(shard.stop());
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }
}
