package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import io.hotshard.runformat.EventKind;
import java.util.Map;

/**
 * Seed 003's warning: one shard becomes slow, not dead. With {@code -Dhotshard.removeDownNodes=true} and
 * {@code downOn=timeout} the router evicts it, its keys move and the load shifts onto the others; with
 * {@code false} the slow shard stays and only its own keys suffer. Run both and compare.
 */
public class GrayFailureSimulation extends HotshardSimulation {

    /** Sets up the load, the slowdown and the checks for the chosen mode. */
    public GrayFailureSimulation() {
        super(Map.of("hotshard.rate", "1000", "hotshard.duration", "40s", "hotshard.dist", "uniform",
                "hotshard.items", "100000", "hotshard.downOn", "timeout", "hotshard.removeDownNodes", "false",
                "hotshard.requestTimeout", "200ms", "hotshard.chaos", "20s:slow:shard-1:30"));
        boolean evicts = settings.cluster().removeDownNodes();
        check("time-outs marked the slow shard down", a -> a.run().manifest().events().stream()
                        .anyMatch(e -> e.kind() == EventKind.NODE_DOWN && "shard-1".equals(e.target())),
                a -> a.run().manifest().events().size() + " events");
        check(evicts ? "the slow shard was evicted from the ring (its keys moved to the others)"
                        : "the slow shard stayed in the ring: it was never removed",
                a -> evicts == a.run().manifest().events().stream()
                        .anyMatch(e -> e.kind() == EventKind.NODE_REMOVED && "shard-1".equals(e.target())),
                a -> a.run().manifest().events().stream().filter(e -> "shard-1".equals(e.target()))
                        .collect(java.util.stream.Collectors.groupingBy(e -> e.kind().toString(),
                                java.util.TreeMap::new, java.util.stream.Collectors.counting())));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().successfulRequests().percent().gt(50.0));
    }
}
