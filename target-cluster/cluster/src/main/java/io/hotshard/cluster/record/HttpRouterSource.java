package io.hotshard.cluster.record;

import io.hotshard.router.MembershipEvent;
import io.hotshard.router.RouterMetricsSnapshot;
import io.hotshard.router.ShardCounters;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Optional;

/**
 * A router in another process or container, read over its admin API. That API serves cumulative latency
 * summaries only, so samples carry no interval histograms: {@code router.csv} has no latency columns and the
 * router's {@code .hlog} files are not written.
 */
final class HttpRouterSource implements RouterSource {

    private final HttpJson http;

    HttpRouterSource(HttpJson http) {
        this.http = http;
    }

    @Override
    public String url() {
        return http.url();
    }

    @Override
    public Future<RouterSample> sample() {
        return http.get("/admin/metrics").map(json -> new RouterSample(MetricsJson.routerSnapshot(json),
                Optional.empty()));
    }

    @Override
    public Future<Long> inFlight() {
        return http.get("/admin/metrics").map(json -> {
            RouterMetricsSnapshot snapshot = MetricsJson.routerSnapshot(json);
            return snapshot.shards().values().stream().mapToLong(ShardCounters::inFlight).sum();
        });
    }

    @Override
    public Future<List<MembershipEvent>> eventsSince(long sequence) {
        return http.get("/admin/events?since=" + sequence).map(json -> json.getJsonArray("events").stream()
                .map(e -> MetricsJson.membershipEvent((JsonObject) e)).toList());
    }

    @Override
    public Future<RingView> ring() {
        return http.get("/admin/ring").map(MetricsJson::ringView);
    }
}
