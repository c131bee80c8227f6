package io.hotshard.router.admin;

import io.hotshard.router.core.RouterState;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.HdrHistogram.Histogram;

/** What the admin API, the Prometheus scrape and the dashboard read of a router: its figures, never its controls. */
public interface RouterView {

    /** The current membership snapshot. */
    RouterState state();

    /** The counters and latency percentiles since start. */
    RouterMetricsSnapshot metrics();

    /** {@code {"migration": …}}: the running or last migration, or null. */
    JsonObject migration();

    /** The hot keys of every loop's sketch, merged. */
    Future<JsonObject> hotKeys();

    /** The membership events after {@code sequence}. */
    List<MembershipEvent> eventsSince(long sequence);

    /** The mitigation settings, adaptive keys and adaptive log. */
    JsonObject mitigationsJson();

    /** The single-key latency since start. */
    Histogram kvLatencyHistogram();

    /** The latency histograms since the previous call (one reader per router). */
    RouterIntervals intervalHistograms();
}
