package io.hotshard.cluster;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.net.URI;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Bounded open-loop load on a router: request i is sent at i / rate whatever the answers do. Each request is a
 * GET or PUT of one of {@code keys} keys, or, with probability {@code fanOutShare}, a fan-out scan. All state
 * lives on the event loop of the periodic tick; the seeded random stream makes the request mix reproducible.
 */
final class OpenLoad {

    /** What the client saw: answers by status, and requests without an answer. */
    record Outcome(int sent, Map<Integer, Integer> statuses, int transportFailures) {
    }

    private static final long TICK_MILLIS = 5;

    private final Vertx vertx;
    private final HttpClientAgent client;
    private final String host;
    private final int port;
    private final int ratePerSecond;
    private final int total;
    private final double putShare;
    private final double fanOutShare;
    private final int keys;
    private final SplittableRandom random;
    private final Promise<Outcome> done = Promise.promise();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private int sent;
    private int answered;
    private int failures;
    private long startNanos;

    OpenLoad(Vertx vertx, String routerUrl, int ratePerSecond, double seconds, double putShare, double fanOutShare,
             int keys, long seed) {
        this.vertx = vertx;
        this.client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(64));
        URI uri = URI.create(routerUrl);
        this.host = uri.getHost();
        this.port = uri.getPort();
        this.ratePerSecond = ratePerSecond;
        this.total = (int) Math.round(ratePerSecond * seconds);
        this.putShare = putShare;
        this.fanOutShare = fanOutShare;
        this.keys = keys;
        this.random = new SplittableRandom(seed);
    }

    /** Starts sending; completes once every request has been answered or has failed, then closes the client. */
    Future<Outcome> run() {
        vertx.runOnContext(ignored -> {
            startNanos = System.nanoTime();
            vertx.setPeriodic(0, TICK_MILLIS, this::tick);
        });
        return done.future().compose(outcome -> client.close().map(outcome));
    }

    private void tick(long timerId) {
        long due = Math.min(total, ratePerSecond * (System.nanoTime() - startNanos) / 1_000_000_000L);
        while (sent < due) {
            sent++;
            send();
        }
        if (sent == total) {
            vertx.cancelTimer(timerId);
        }
    }

    private void send() {
        double draw = random.nextDouble();
        String key = "key-" + random.nextInt(keys);
        RequestOptions options = new RequestOptions().setHost(host).setPort(port);
        if (draw < fanOutShare) {
            options.setMethod(HttpMethod.GET).setURI("/fanout?q=key-1");
        } else if (draw < fanOutShare + putShare) {
            options.setMethod(HttpMethod.PUT).setURI("/kv/" + key);
        } else {
            options.setMethod(HttpMethod.GET).setURI("/kv/" + key);
        }
        boolean put = options.getMethod() == HttpMethod.PUT;
        client.request(options).compose(request -> put ? request.send("v" + sent) : request.send())
                .compose(response -> response.body().map(body -> response.statusCode()))
                .onComplete(result -> {
                    if (result.succeeded()) {
                        statuses.merge(result.result(), 1, Integer::sum);
                    } else {
                        failures++;
                    }
                    if (++answered == total) {
                        done.complete(new Outcome(sent, Map.copyOf(statuses), failures));
                    }
                });
    }
}
