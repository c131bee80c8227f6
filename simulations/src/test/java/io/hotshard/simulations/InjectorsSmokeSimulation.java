package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Map;

/**
 * A short run for CI split over two injector JVMs against one embedded cluster with two routers that agree: this JVM
 * (injector 0) records the run and starts injector 1, each injector deals its users over both routers; the merged
 * counts must equal the routers' sum.
 */
public class InjectorsSmokeSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public InjectorsSmokeSimulation() {
        super(Map.ofEntries(Map.entry("hotshard.injectors", "2"), Map.entry("hotshard.routers", "2"),
                Map.entry("hotshard.rate", "101"), Map.entry("hotshard.ramp", "2s"),
                Map.entry("hotshard.duration", "6s"), Map.entry("hotshard.dist", "zipfian"),
                Map.entry("hotshard.items", "1000"), Map.entry("hotshard.latency", "fixed:1ms"),
                Map.entry("hotshard.warmUpRequests", "2000"),
                // Two Gatling JVMs and the cluster share a small machine: a slow answer is still counted, not lost.
                Map.entry("hotshard.requestTimeout", "10s"), Map.entry("hotshard.clientTimeout", "15s")));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(5.0));
    }
}
