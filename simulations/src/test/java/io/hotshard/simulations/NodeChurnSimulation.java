package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import io.hotshard.report.render.Fmt;
import java.util.Map;

/**
 * Celebrity traffic while nodes come and go (seeds 001 and 003): a shard is added, one removed, one killed
 * and one paused. Adding shards does not cool the shard that holds the celebrity key: the run shows the
 * hottest shard staying hot.
 */
public class NodeChurnSimulation extends HotshardSimulation {

    /** Sets up the load, the chaos and the assertions. */
    public NodeChurnSimulation() {
        super(Map.of("hotshard.rate", "1200", "hotshard.ramp", "10s", "hotshard.duration", "60s",
                "hotshard.shards", "4", "hotshard.dist", "celebrity", "hotshard.celebrityShare", "0.5",
                "hotshard.items", "10000",
                "hotshard.chaos", "20s:add:shard-4,30s:add:shard-5,40s:remove:shard-0,50s:kill:shard-2,"
                        + "58s:pause:shard-3:2s"));
        check("the celebrity's shard keeps at least a third of all requests although shards were added",
                a -> a.load().hottest().share() >= 0.33,
                a -> a.load().hottest().id() + " at " + Fmt.percent(a.load().hottest().share(), 1));
        check("the celebrity's shard is the busiest: its mean utilisation is the highest",
                a -> a.saturation().shards().stream().allMatch(s -> s.meanUtilisation()
                        <= a.hottestSaturation().meanUtilisation() + 1e-9),
                a -> a.hottestSaturation().meanUtilisation());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(10.0));
    }
}
