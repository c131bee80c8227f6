package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.details;

import io.hotshard.report.render.Fmt;
import java.util.Map;

/**
 * Seed 001's Black Friday: the shard key is a category of four, one category takes 80% of the reads. With
 * Redis-style slots each category lands on its own shard, as {@code category_id % 4} did: one shard
 * saturates while three idle.
 */
public class BlackFridaySimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public BlackFridaySimulation() {
        super(Map.of("hotshard.rate", "1300", "hotshard.duration", "30s", "hotshard.dist", "category",
                "hotshard.categories", "4", "hotshard.hotCategoryShare", "0.8", "hotshard.partitioner", "slots",
                "hotshard.readProportion", "0.95"));
        check("one shard takes about 80% of the requests", a -> a.load().hottest().share() > 0.7,
                a -> a.load().hottest().id() + " at " + Fmt.percent(a.load().hottest().share(), 1));
        check("that shard saturates: mean utilisation at least 0.85",
                a -> a.hottestSaturation().meanUtilisation() >= 0.85, a -> a.hottestSaturation().meanUtilisation());
        check("the three others idle below 0.25 utilisation",
                a -> a.saturation().shards().stream().filter(s -> !s.id().equals(a.load().hottest().id()))
                        .allMatch(s -> s.meanUtilisation() < 0.25),
                a -> a.saturation().shards().stream().map(s -> s.id() + "=" + String.format(java.util.Locale.ROOT,
                        "%.2f", s.meanUtilisation())).toList());
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(details("get").successfulRequests().percent().gt(50.0));
    }
}
