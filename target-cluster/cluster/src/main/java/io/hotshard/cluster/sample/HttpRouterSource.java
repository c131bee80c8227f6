package io.hotshard.cluster.sample;

import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.metrics.ShardCounts;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Optional;

/**
 * A router in another process or container, read over its admin API: {@code GET /admin/metrics/intervals} gives
 * the counters with the latency histograms since the previous sample (so {@code router.csv}'s latency columns and
 * the router's {@code .hlog} files are written as for an embedded router). A router without that endpoint is read
 * from {@code GET /admin/metrics}, counters only.
 */
final class HttpRouterSource implements RouterSource {

    private final HttpJson http;

    private volatile Boolean intervalsServed;

    HttpRouterSource(HttpJson http) {
        this.http = http;
    }

    @Override
    public String url() {
        return http.url();
    }

    @Override
    public Future<RouterSample> sample() {
        if (Boolean.FALSE.equals(intervalsServed)) {
            return http.get("/admin/metrics").map(json -> new RouterSample(MetricsJson.routerSnapshot(json),
                    Optional.empty()));
        }
        // A router without the intervals endpoint (an older one) still gives its counters.
        return http.get("/admin/metrics/intervals").map(MetricsJson::routerSample)
                .andThen(done -> intervalsServed = done.succeeded() ? Boolean.TRUE : intervalsServed)
                .recover(failure -> {
                    if (intervalsServed == null) {
                        intervalsServed = Boolean.FALSE;
                        return sample();
                    }
                    return Future.failedFuture(failure);
                });
    }

    @Override
    public Future<Long> inFlight() {
        return http.get("/admin/metrics").map(json -> {
            RouterMetricsSnapshot snapshot = MetricsJson.routerSnapshot(json);
            return snapshot.shards().values().stream().mapToLong(ShardCounts::inFlight).sum();
        });
    }

    @Override
    public Future<List<MembershipEvent>> eventsSince(long sequence) {
        return http.get("/admin/events?since=" + sequence).map(json -> json.getJsonArray("events").stream()
                .map(e -> MetricsJson.membershipEvent((JsonObject) e)).toList());
    }

    @Override
    public Future<JsonObject> ringPicture() {
        return http.get("/dashboard/ring");
    }

    @Override
    public Future<RingView> ring() {
        return http.get("/admin/ring").map(MetricsJson::ringView);
    }
}
