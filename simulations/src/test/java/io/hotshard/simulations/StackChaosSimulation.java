package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * A short Zipfian load for a deployed stack whose shard is killed through the engine mid-run (by the caller, not
 * by this simulation): the requests in flight at the killed shard, those sent before the routers evict it and those
 * that time out while the routers change their ring fail (about a third of a 20 s run on a 2-core machine), so the
 * run allows up to half of them to fail; every request must still be counted and reconciled.
 */
public class StackChaosSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public StackChaosSimulation() {
        super(Map.of("hotshard.rate", "60", "hotshard.ramp", "2s", "hotshard.duration", "20s",
                "hotshard.dist", "zipfian", "hotshard.items", "1000",
                "hotshard.requestTimeout", "5s", "hotshard.clientTimeout", "10s"));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(50.0));
    }
}
