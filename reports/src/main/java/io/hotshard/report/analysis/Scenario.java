package io.hotshard.report.analysis;

import java.util.Locale;

/**
 * The what-ifs of the capacity plan, each a model of the hottest shard's request rate at n shards.
 *
 * <p>Skew model: the top key's rate is fixed in absolute terms and stays on one shard, the rest of the
 * key-addressed traffic spreads evenly, so the hottest shard receives {@code R (1 - phi) (k + (1 - k) / n)}
 * plus one leg per fan-out query, {@code R phi}, which no shard count dilutes.
 */
public enum Scenario {
    AS_IS("as is", "no mitigation", "none") {
        @Override
        double hotShare(PlannerInput in, double n) {
            double k = in.celebrityShare();
            return k + (1 - k) / n;
        }
    },
    CACHE("cache", "a cache answers a share h of the hot keys' requests before they reach a shard",
            "stale reads for up to the cache's time-to-live, and the cache's memory") {
        @Override
        double hotShare(PlannerInput in, double n) {
            double h = in.targets().cacheHitRatio();
            double k = in.celebrityShare();
            double top = in.topKeysShare();
            return k * (1 - h) + ((1 - top) + (top - k) * (1 - h)) / n;
        }

        @Override
        String describe(PlannerInput in) {
            return String.format(Locale.ROOT, "cache hit ratio h = %.2f on the top %d key(s)",
                    in.targets().cacheHitRatio(), in.targets().dedicatedTopKeys());
        }
    },
    SALTING("salting", "the top key is split into S salted copies on different shards",
            "reads of the salted key must visit all S copies (S - 1 extra requests each), or writes must") {
        @Override
        double hotShare(PlannerInput in, double n) {
            double k = in.celebrityShare();
            return k / Math.min(in.targets().saltingFactor(), n) + (1 - k) / n;
        }

        @Override
        String describe(PlannerInput in) {
            return String.format(Locale.ROOT, "top key salted over S = %d shards", in.targets().saltingFactor());
        }
    },
    DEDICATED("dedicated shard", "the top keys get a shard of their own; the rest spread over n - 1 shards",
            "one extra shard that idles when the keys cool down, and a routing exception to maintain") {
        @Override
        double hotShare(PlannerInput in, double n) {
            double top = in.topKeysShare();
            return n < 2 ? 1 : Math.max(top, (1 - top) / (n - 1));
        }

        @Override
        int minShards() {
            return 2;
        }

        @Override
        String describe(PlannerInput in) {
            return String.format(Locale.ROOT, "top %d key(s) (%.1f %% of key-addressed requests) on a dedicated shard",
                    in.targets().dedicatedTopKeys(), in.topKeysShare() * 100);
        }
    };

    private final String label;
    private final String model;
    private final String cost;

    Scenario(String label, String model, String cost) {
        this.label = label;
        this.model = model;
        this.cost = cost;
    }

    /** The hottest shard's fraction of the key-addressed requests at n shards. */
    abstract double hotShare(PlannerInput in, double n);

    /** The fewest shards the scenario makes sense with. */
    int minShards() {
        return 1;
    }

    /** The scenario with its parameters, for the report. */
    String describe(PlannerInput in) {
        return model;
    }

    /** Requests per second at the hottest of n shards. */
    public double hottestRate(PlannerInput in, int n) {
        return in.keyedRatePerSecond() * hotShare(in, n) + in.legRatePerSecond();
    }

    /** The hottest shard's rate as n grows without bound: what no shard count removes. */
    public double limitRate(PlannerInput in) {
        return in.keyedRatePerSecond() * hotShare(in, Double.POSITIVE_INFINITY) + in.legRatePerSecond();
    }

    public String label() {
        return label;
    }

    /** How the scenario changes the traffic. */
    public String model() {
        return model;
    }

    /** What the mitigation costs, in words. */
    public String cost() {
        return cost;
    }
}
