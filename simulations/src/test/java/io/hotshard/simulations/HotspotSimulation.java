package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * YCSB's hotspot workload: a fifth of the keys get four fifths of the operations. A hot set of many keys is
 * exactly what hashing spreads: the shards stay close to even, unlike with a single celebrity key.
 */
public class HotspotSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public HotspotSimulation() {
        super(Map.of("hotshard.rate", "1500", "hotshard.duration", "30s", "hotshard.dist", "hotspot",
                "hotshard.items", "100000", "hotshard.hotDataFraction", "0.2", "hotshard.hotOpFraction", "0.8"));
        check("hashing spreads a hot set of 20,000 keys: max/mean below 1.2", a -> a.load().skew() < 1.2,
                a -> a.load().skew());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(1.0));
    }
}
