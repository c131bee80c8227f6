package io.hotshard.report.analysis;

import io.hotshard.report.run.Series;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Finds, per scenario, the fewest shards that keep the hottest shard at or below the target utilisation and,
 * when a p99 target is given, its predicted p99 at or below that target. The p99 comes from
 * {@link ResponseTimeModel}: Erlang C waiting plus the measured service distribution, an approximation.
 * The hottest shard's rate falls as shards are added, so the fewest feasible count is found by bisection.
 */
public final class CapacityPlanner {

    /** The largest shard count considered. */
    public static final int MAX_SHARDS = 1_000_000;

    private static final int CHART_MIN_SHARDS = 32;
    private static final int CHART_MAX_SHARDS = 512;
    private static final double P99 = 0.99;

    private CapacityPlanner() {
    }

    /** Plans every scenario of {@link Scenario}. */
    public static CapacityPlan plan(PlannerInput in) {
        List<ScenarioPlan> plans = new ArrayList<>();
        for (Scenario scenario : Scenario.values()) {
            plans.add(plan(in, scenario));
        }
        int largest = plans.stream().mapToInt(p -> p.shardsNeeded().orElse(0)).max().orElse(0);
        int upTo = Math.min(CHART_MAX_SHARDS, Math.max(CHART_MIN_SHARDS, 2 * Math.max(largest, in.currentShards())));
        List<Series> chart = new ArrayList<>();
        for (Scenario scenario : Scenario.values()) {
            int from = scenario.minShards();
            double[] x = new double[upTo - from + 1];
            double[] y = new double[x.length];
            for (int n = from; n <= upTo; n++) {
                x[n - from] = n;
                y[n - from] = scenario.hottestRate(in, n) / in.shardCapacityPerSecond();
            }
            chart.add(new Series(scenario.label(), x, y));
        }
        return new CapacityPlan(in, plans, chart);
    }

    /** Plans one scenario. */
    public static ScenarioPlan plan(PlannerInput in, Scenario scenario) {
        double capacity = in.shardCapacityPerSecond();
        int now = Math.max(in.currentShards(), scenario.minShards());
        double utilNow = scenario.hottestRate(in, now) / capacity;
        double p99Now = p99(in, scenario.hottestRate(in, now));
        double limitRate = scenario.limitRate(in);
        double limitUtil = limitRate / capacity;
        String description = scenario.describe(in);
        String blocked = blocker(in, scenario, limitRate, limitUtil);
        if (blocked != null) {
            return new ScenarioPlan(scenario, description, OptionalInt.empty(), utilNow, p99Now, limitUtil,
                    p99(in, limitRate), limitUtil, blocked);
        }
        int lo = scenario.minShards();
        int hi = MAX_SHARDS;
        if (!feasible(in, scenario, hi)) {
            return new ScenarioPlan(scenario, description, OptionalInt.empty(), utilNow, p99Now, limitUtil,
                    p99(in, limitRate), limitUtil, "Not reachable within " + MAX_SHARDS + " shards.");
        }
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (feasible(in, scenario, mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        double rate = scenario.hottestRate(in, lo);
        double util = rate / capacity;
        double p99 = p99(in, rate);
        String verdict = String.format(Locale.ROOT, "%d shard%s: the hottest shard at utilisation %.2f, p99 about %.0f µs%s.",
                lo, lo == 1 ? "" : "s", util, p99,
                lo <= in.currentShards() ? " (the run's " + in.currentShards() + " shards suffice)" : "");
        return new ScenarioPlan(scenario, description, OptionalInt.of(lo), utilNow, p99Now, util, p99, limitUtil,
                verdict);
    }

    private static boolean feasible(PlannerInput in, Scenario scenario, int n) {
        double rate = scenario.hottestRate(in, n);
        if (rate / in.shardCapacityPerSecond() > in.targets().targetUtilisation()) {
            return false;
        }
        return in.targets().targetP99Micros().isEmpty()
                || p99(in, rate) <= in.targets().targetP99Micros().getAsDouble();
    }

    /** Why no shard count helps, or null when some may. */
    private static String blocker(PlannerInput in, Scenario scenario, double limitRate, double limitUtil) {
        double capacity = in.shardCapacityPerSecond();
        double hotPart = limitRate - in.legRatePerSecond();
        double u = in.targets().targetUtilisation();
        String shard = String.format(Locale.ROOT, "one shard's capacity c/S = %d / %.0f µs = %.0f req/s",
                in.servers(), in.service().meanMicros(), capacity);
        if (in.legRatePerSecond() >= u * capacity) {
            return String.format(Locale.ROOT, "Adding shards does not help: fan-out legs alone bring %.0f req/s to "
                    + "every shard (%.2f of %s), and every new shard receives them too.",
                    in.legRatePerSecond(), in.legRatePerSecond() / capacity, shard);
        }
        if (hotPart >= capacity) {
            return String.format(Locale.ROOT, "Adding shards does not help: the top key alone sends %.0f req/s to "
                    + "one shard (%s: %s), more than %s. No shard count fixes it.",
                    hotPart, scenario.label(), scenario.describe(in), shard);
        }
        if (limitUtil >= u) {
            return String.format(Locale.ROOT, "Adding shards does not help enough: the top key alone keeps its "
                    + "shard at utilisation %.2f (%.0f req/s of %s) with any number of shards, above the target %.2f.",
                    limitUtil, limitRate, shard, u);
        }
        if (in.targets().targetP99Micros().isPresent()) {
            double limitP99 = p99(in, limitRate);
            double target = in.targets().targetP99Micros().getAsDouble();
            if (limitP99 > target) {
                return String.format(Locale.ROOT, "Adding shards does not help enough: with any number of shards "
                        + "the hottest shard's p99 stays about %.0f µs, above the target %.0f µs.", limitP99, target);
            }
        }
        return null;
    }

    private static double p99(PlannerInput in, double ratePerSecond) {
        return new ResponseTimeModel(in.servers(), ratePerSecond, in.service()).quantileMicros(P99);
    }
}
