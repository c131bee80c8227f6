package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/** Uniform keys: the baseline where a good hash gives every shard its fair share and nothing saturates. */
public class UniformSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public UniformSimulation() {
        super(Map.of("hotshard.rate", "1500", "hotshard.duration", "30s", "hotshard.dist", "uniform",
                "hotshard.items", "100000"));
        check("load is even: max/mean below 1.15", a -> a.load().skew() < 1.15, a -> a.load().skew());
        check("no shard saturates: hottest mean utilisation below 0.7",
                a -> a.hottestSaturation().meanUtilisation() < 0.7, a -> a.hottestSaturation().meanUtilisation());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(1.0),
                        global().responseTime().percentile(99.0).lt(500));
    }
}
