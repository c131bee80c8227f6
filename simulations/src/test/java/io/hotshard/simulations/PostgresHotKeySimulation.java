package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import io.hotshard.report.analysis.LatencyStats;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ShardSaturation;
import io.hotshard.report.render.Fmt;
import io.hotshard.report.run.HlogSeries;
import io.hotshard.router.mitigate.MitigationKind;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A hot key on a real store: the celebrity workload (or {@code -Dhotshard.dist=zipfian}) against shards that keep
 * their data in PostgreSQL ({@code hotshard.store=pg}; an embedded server unless {@code hotshard.pgUrl}). The
 * modelled latency is off ({@code hotshard.latency=none}), so each shard's service time is PostgreSQL's own, and
 * its two slots are its two pool connections: utilisation is the share of time they were busy. Without mitigation
 * the celebrity's shard carries most of the load and keeps its pool far busier than the others; with
 * {@code -Dhotshard.mitigation=cache} or {@code replicas} it cools.
 */
public class PostgresHotKeySimulation extends HotshardSimulation {

    /** Sets up the load and the checks. */
    public PostgresHotKeySimulation() {
        this(Map.of());
    }

    /** The same run with other defaults (a shorter one for the build). */
    protected PostgresHotKeySimulation(Map<String, String> overrides) {
        super(defaults(overrides));
        check("the shards kept their data in PostgreSQL (hotshard.store=pg)", a -> settings.store().pg(),
                a -> settings.store().choice());
        check("service time is the store's own: the hottest shard's median query takes at least 20 µs",
                a -> hottestService(a).present() && hottestService(a).p50Micros() >= 20,
                a -> Fmt.micros(hottestService(a).p50Micros()));
        MitigationKind kind = settings.mitigation().kind();
        boolean celebrity = props.string("hotshard.dist", "").equals("celebrity");
        if (kind == MitigationKind.NONE && celebrity) {
            check("the celebrity's shard carries at least half of the shard requests",
                    a -> a.load().hottest().share() >= 0.5, a -> a.load().hottest().share());
            check("its pool is at least twice as busy as the mean of the others",
                    a -> hottestPool(a) >= 2 * othersPool(a), a -> String.format(Locale.ROOT, "%.3f vs %.3f",
                            hottestPool(a), othersPool(a)));
        } else if (kind == MitigationKind.NONE) {
            check("skewed: the hottest shard carries more than 1.15x its fair share",
                    a -> a.load().hottest().ratioToFair() > 1.15, a -> a.load().hottest().ratioToFair());
        } else if (kind == MitigationKind.CACHE || kind == MitigationKind.REPLICAS) {
            String counter = kind == MitigationKind.CACHE ? "cacheHits" : "replicaReads";
            check("the mitigation acted: " + counter + " > 0", a -> cost(a, counter) > 0, a -> cost(a, counter));
            check("the hot shard cools: no shard carries more than 45% of the shard requests",
                    a -> a.load().hottest().share() <= 0.45, a -> a.load().hottest().share());
        } else {
            throw new IllegalArgumentException("PostgresHotKeySimulation checks hotshard.mitigation=none, cache or"
                    + " replicas but was " + kind);
        }
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().successfulRequests().percent().gt(50.0));
    }

    @Override
    protected void describe(RunAnalysis analysis, PrintStream out) {
        ShardSaturation hot = analysis.hottestSaturation();
        LatencyStats service = hottestService(analysis);
        out.println(String.format(Locale.ROOT, "  postgres: hottest %s, pool of %d connections busy %.0f%% on"
                        + " average (peak %.0f%%, others %.0f%%), %.1f max queued; its queries p50 %s, p99 %s,"
                        + " max %s", hot.id(), hot.concurrency(), 100 * hot.meanUtilisation(),
                100 * hot.peakUtilisation(), 100 * othersPool(analysis), hot.maxQueueDepth(),
                Fmt.micros(service.p50Micros()), Fmt.micros(service.p99Micros()), Fmt.micros(service.maxMicros())));
    }

    private static Map<String, String> defaults(Map<String, String> overrides) {
        Map<String, String> defaults = new HashMap<>();
        defaults.put("hotshard.store", "pg");
        defaults.put("hotshard.latency", "none");
        defaults.put("hotshard.concurrency", "2");
        defaults.put("hotshard.rate", "1000");
        defaults.put("hotshard.duration", "30s");
        defaults.put("hotshard.dist", "celebrity");
        defaults.put("hotshard.celebrityShare", "0.6");
        defaults.put("hotshard.items", "10000");
        defaults.put("hotshard.readProportion", "0.9");
        defaults.put("hotshard.warmUpRequests", "5000");
        defaults.putAll(overrides);
        return defaults;
    }

    private static LatencyStats hottestService(RunAnalysis a) {
        HlogSeries series = a.run().shardService().get(a.load().hottest().id());
        return series == null ? LatencyStats.EMPTY : LatencyStats.of(series.total());
    }

    private static double hottestPool(RunAnalysis a) {
        return a.hottestSaturation().meanUtilisation();
    }

    private static double othersPool(RunAnalysis a) {
        String hot = a.load().hottest().id();
        return a.saturation().shards().stream().filter(s -> !s.id().equals(hot))
                .mapToDouble(ShardSaturation::meanUtilisation).average().orElse(0);
    }

    private static double cost(RunAnalysis a, String name) {
        return a.run().manifest().mitigation().map(m -> m.cost().getOrDefault(name, 0.0)).orElse(0.0);
    }
}
