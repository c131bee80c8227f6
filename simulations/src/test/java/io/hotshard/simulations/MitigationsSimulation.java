package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.router.mitigate.MitigationKind;
import java.util.Map;

/**
 * The celebrity workload (a key with 60% of the traffic, read-mostly: 98% reads) with one router-side mitigation from
 * {@code -Dhotshard.mitigation=none|cache|salting|split|replicas|bounded|hedging|adaptive} and its parameters;
 * {@code scripts/simulate-mitigations} runs each and compares them. Every run checks that its mitigation acted
 * (its counters moved) and that the counts reconcile; the baseline checks that the celebrity's shard saturates.
 */
public class MitigationsSimulation extends HotshardSimulation {

    /** Sets up the load and the checks of the chosen mitigation. */
    public MitigationsSimulation() {
        super(Map.of("hotshard.rate", "1600", "hotshard.duration", "30s", "hotshard.dist", "celebrity",
                "hotshard.celebrityShare", "0.6", "hotshard.items", "10000", "hotshard.readProportion", "0.98"));
        MitigationKind kind = settings.mitigation().kind();
        switch (kind) {
            case NONE -> {
                if (props.string("hotshard.dist", "").equals("celebrity")) {
                    check("without mitigation the celebrity's shard saturates: mean utilisation at least 0.8",
                            a -> a.hottestSaturation().meanUtilisation() >= 0.8,
                            a -> a.hottestSaturation().meanUtilisation());
                }
            }
            case CACHE -> checkCost("the cache answered reads", "cacheHits");
            case SALTING -> checkCost("salted reads went to the sub-keys", "saltedReads");
            case SPLIT -> {
                checkCost("pinned keys went to the dedicated shard", "pinnedRequests");
                check("the dedicated shard takes the pinned keys' load: it is the hottest shard",
                        a -> a.load().hottest().id().equals(settings.mitigation().splitShard()),
                        a -> a.load().hottest().id());
            }
            case REPLICAS -> checkCost("reads went to replicas", "replicaReads");
            case BOUNDED -> checkCost("the load bound diverted requests from the hot owner", "divertedRequests");
            case HEDGING -> {
                checkCost("hedges were sent", "hedgesSent");
                check("at most one hedge per candidate read", a -> cost(a, "hedgesSent") <= cost(a, "hedgeCandidates"),
                        a -> cost(a, "hedgesSent") + " of " + cost(a, "hedgeCandidates"));
            }
            case ADAPTIVE -> checkCost("the detector found the hot key and mitigated it", "keysMitigated");
            default -> throw new IllegalStateException("no checks for " + kind);
        }
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().successfulRequests().percent().gt(50.0));
    }

    private void checkCost(String claim, String name) {
        check(claim + ": " + name + " > 0", a -> cost(a, name) > 0, a -> cost(a, name));
    }

    private static double cost(RunAnalysis a, String name) {
        return a.run().manifest().mitigation().map(m -> m.cost().getOrDefault(name, 0.0)).orElse(0.0);
    }
}
