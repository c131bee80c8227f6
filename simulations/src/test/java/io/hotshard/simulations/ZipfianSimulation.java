package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * YCSB's Zipfian (theta 0.99) over 10,000 keys: the most popular key alone takes about a tenth of the
 * requests, so the shard that holds it carries clearly more than its fair share.
 */
public class ZipfianSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public ZipfianSimulation() {
        super(Map.of("hotshard.rate", "1500", "hotshard.duration", "30s", "hotshard.dist", "zipfian",
                "hotshard.items", "10000"));
        check("skewed: the hottest shard carries more than 1.15x its fair share",
                a -> a.load().hottest().ratioToFair() > 1.15, a -> a.load().hottest().ratioToFair());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(1.0));
    }
}
