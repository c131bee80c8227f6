package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.details;

import java.util.Map;

/**
 * A celebrity key takes 60% of the traffic: its shard (capacity about 1,000 req/s with 4 slots of 4 ms)
 * saturates and sheds load while the others idle; no hash can spread one key.
 */
public class CelebritySimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public CelebritySimulation() {
        super(Map.of("hotshard.rate", "1600", "hotshard.duration", "30s", "hotshard.dist", "celebrity",
                "hotshard.celebrityShare", "0.6", "hotshard.items", "10000"));
        check("the celebrity's shard saturates: mean utilisation at least 0.85",
                a -> a.hottestSaturation().meanUtilisation() >= 0.85, a -> a.hottestSaturation().meanUtilisation());
        check("the others idle: every other shard below 0.5 utilisation",
                a -> a.saturation().shards().stream().filter(s -> !s.id().equals(a.load().hottest().id()))
                        .allMatch(s -> s.meanUtilisation() < 0.5),
                a -> a.saturation().shards().stream().map(s -> s.id() + "=" + String.format(java.util.Locale.ROOT,
                        "%.2f", s.meanUtilisation())).toList());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(details("get").successfulRequests().percent().gt(50.0));
    }
}
