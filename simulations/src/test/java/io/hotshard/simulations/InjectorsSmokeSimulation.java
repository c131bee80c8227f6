package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * A short run for CI split over two injector JVMs against one embedded cluster: this JVM (injector 0) records the
 * run and starts injector 1; the merged counts must equal the router's.
 */
public class InjectorsSmokeSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public InjectorsSmokeSimulation() {
        super(Map.of("hotshard.injectors", "2", "hotshard.rate", "101", "hotshard.ramp", "2s",
                "hotshard.duration", "6s", "hotshard.dist", "zipfian", "hotshard.items", "1000",
                "hotshard.latency", "fixed:1ms", "hotshard.warmUpRequests", "2000",
                // Two Gatling JVMs and the cluster share a small machine: a slow answer is still counted, not lost.
                "hotshard.requestTimeout", "10s", "hotshard.clientTimeout", "15s"));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(5.0));
    }
}
