package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * Twice the load a deliberately small cluster can serve, for CI: four shards of one slot at 20 ms (200 req/s in
 * all) behind a router that waits up to 20 s, so nothing sheds the excess but the generator's connection cap.
 * The run must end normally with the excess counted as failed requests, the counts reconciled and the open files
 * near the cap; {@code OverloadRunIT} checks the run directory it leaves.
 */
public class OverloadSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public OverloadSimulation() {
        super(Map.ofEntries(Map.entry("hotshard.rate", "400"), Map.entry("hotshard.ramp", "2s"),
                Map.entry("hotshard.duration", "15s"), Map.entry("hotshard.shards", "4"),
                Map.entry("hotshard.concurrency", "1"), Map.entry("hotshard.latency", "fixed:20ms"),
                Map.entry("hotshard.queue", "10000"), Map.entry("hotshard.requestTimeout", "20s"),
                Map.entry("hotshard.maxConnections", "32"), Map.entry("hotshard.warmUpRequests", "0"),
                Map.entry("hotshard.dist", "uniform"), Map.entry("hotshard.items", "10000")));
        check("the shards were busy: the hottest one's utilisation peaked at 0.9 or more",
                a -> a.hottestSaturation().peakUtilisation() >= 0.9, a -> a.hottestSaturation().peakUtilisation());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                // Offered 2x what the shards serve: about half the arrivals cannot be served and must show as KO.
                .assertions(global().failedRequests().percent().gt(25.0),
                        global().successfulRequests().percent().gt(25.0));
    }
}
