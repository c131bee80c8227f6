package io.hotshard.cluster.sample;

import io.hotshard.router.membership.MembershipEvent;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** Where a recorder reads the router: in the same JVM or over its HTTP admin API. */
public interface RouterSource {

    /** The router's base URL. */
    String url();

    /** Counters now and, if available, the latency histograms since the previous sample. */
    Future<RouterSample> sample();

    /** Requests sent to shards and not yet answered, read without consuming the latency interval. */
    Future<Long> inFlight();

    /** Membership events with a sequence number above {@code sequence}, oldest first. */
    Future<List<MembershipEvent>> eventsSince(long sequence);

    /** The partitioner and the known shards. */
    Future<RingView> ring();

    /** The ring's vnode tokens by shard, as {@code GET /dashboard/ring} serves them. */
    default Future<JsonObject> ringPicture() {
        return Future.failedFuture(new UnsupportedOperationException("this router does not serve its tokens"));
    }
}
