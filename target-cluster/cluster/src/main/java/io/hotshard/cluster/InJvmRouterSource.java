package io.hotshard.cluster;

import io.hotshard.cluster.sample.RingView;
import io.hotshard.cluster.sample.RouterSample;
import io.hotshard.cluster.sample.RouterSource;
import io.hotshard.router.RouterServer;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.dashboard.RingPicture;
import io.hotshard.router.membership.MembershipEvent;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The router of an embedded cluster read in the JVM, interval histograms included. */
final class InJvmRouterSource implements RouterSource {

    private final RouterServer router;
    private final String url;

    InJvmRouterSource(RouterServer router, String url) {
        this.router = router;
        this.url = url;
    }

    @Override
    public String url() {
        return url;
    }

    @Override
    public Future<RouterSample> sample() {
        return Future.succeededFuture(new RouterSample(router.metrics(), Optional.of(router.intervalHistograms())));
    }

    @Override
    public Future<Long> inFlight() {
        return Future.succeededFuture(router.inFlight().values().stream().mapToLong(Long::longValue).sum());
    }

    @Override
    public Future<List<MembershipEvent>> eventsSince(long sequence) {
        return Future.succeededFuture(router.eventsSince(sequence));
    }

    @Override
    public Future<JsonObject> ringPicture() {
        return Future.succeededFuture(RingPicture.of(router.state()));
    }

    @Override
    public Future<RingView> ring() {
        RouterState state = router.state();
        PartitionerSettings settings = state.settings();
        Map<String, RingView.Node> nodes = new LinkedHashMap<>();
        for (Member member : state.members().values()) {
            nodes.put(member.id(), new RingView.Node(member.url().text(), member.spec().weight()));
        }
        return Future.succeededFuture(new RingView(settings.kind().label(), settings.hash().label(),
                settings.vnodes(), settings.epsilon(), nodes));
    }
}
