package io.hotshard.cluster.warm;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;
import java.util.function.IntPredicate;
import java.util.function.LongFunction;

/**
 * HTTP requests 0..n-1 on {@link Lanes}: a fixed number in flight over keep-alive connections, each lane sending its
 * next request when the previous one is answered; blocks the calling thread, which must not be an event loop.
 */
public final class RequestLanes {

    private RequestLanes() {
    }

    /**
     * Sends request {@code i} as {@code request.apply(i)} with {@code body.apply(i)} (null: none), at most
     * {@code concurrency} at a time, stopping early at {@code deadline}; a status failing {@code accepted} counts as
     * failed.
     */
    public static Lanes.Outcome run(Vertx vertx, long requests, int concurrency, Duration deadline,
                                    LongFunction<RequestOptions> request, LongFunction<Buffer> body,
                                    IntPredicate accepted) {
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(concurrency));
        // Lanes start on a Vert.x context, so that every response's body handler is attached on its event loop.
        Context context = vertx.getOrCreateContext();
        try {
            return Lanes.run(requests, concurrency, deadline, task -> context.runOnContext(ignored -> task.run()),
                    index -> {
                        Buffer payload = body == null ? null : body.apply(index);
                        return client.request(request.apply(index))
                                .compose(req -> (payload == null ? req.send() : req.send(payload))
                                        .compose(response -> response.body().map(response.statusCode())))
                                .map(accepted::test)
                                .toCompletionStage();
                    });
        } finally {
            client.close();
        }
    }
}
