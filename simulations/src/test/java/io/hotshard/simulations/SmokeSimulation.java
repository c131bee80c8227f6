package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * A short end-to-end run for CI: Zipfian reads and writes plus a few fan-out queries on three shards, one
 * shard paused for a second and a spare added; every count must reconcile.
 */
public class SmokeSimulation extends HotshardSimulation {

    /** Sets up the load, the chaos and the assertions. */
    public SmokeSimulation() {
        super(Map.of("hotshard.rate", "200", "hotshard.ramp", "3s", "hotshard.duration", "12s",
                "hotshard.shards", "3", "hotshard.dist", "zipfian", "hotshard.items", "1000",
                "hotshard.latency", "exponential:mean=2ms", "hotshard.chaos", "6s:pause:shard-1:1s,9s:add:shard-3"));
        check("every shard, the added one included, served requests",
                a -> a.load().shards().size() == 4 && a.load().shards().stream().allMatch(s -> s.requests() > 0),
                a -> a.load().shards().stream().map(s -> s.id() + "=" + s.requests()).toList());
        check("fan-out latency was recorded", a -> a.fanout().count() > 0, a -> a.fanout().count());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(0.95)), fanOutScenario(0).injectOpen(openLoad(0.05))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(2.0),
                        details("get").responseTime().percentile(99.0).lt(1500),
                        details("chaos: add shard-3").failedRequests().count().is(0L));
    }
}
