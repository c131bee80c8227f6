package io.hotshard.report.render;

import io.hotshard.report.analysis.CapacityPlan;
import io.hotshard.report.analysis.FanOutPrediction;
import io.hotshard.report.analysis.PlannerInput;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ShardSaturation;
import io.hotshard.report.analysis.Sweep;
import io.hotshard.report.analysis.SweepPoint;
import io.hotshard.report.analysis.UslFit;
import io.hotshard.runformat.RunManifest;
import io.hotshard.runformat.RunStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The report's sentences, shared by the HTML and Markdown reports. */
public final class Narrative {

    /** Where the knee formula comes from. */
    public static final String KNEE_SOURCE = "The knee is the utilisation where a line from the origin touches the "
            + "response-time curve, i.e. where response time / utilisation is least (C. Millsap, \"Thinking Clearly "
            + "About Performance\", 2010). With the heuristic M/M/m response time R = S / (1 - ρ^m), exact for m = 1 "
            + "and 2 and slightly optimistic above, that point is ρ* = (m + 1)^(-1/m) (B. Schwartz, \"The Queueing "
            + "Knee, Part 1\", 2016). It is not a capacity limit: it marks where waiting starts to grow faster than "
            + "utilisation. The exact M/M/m (Erlang C) knee, found numerically, is shown beside it.";

    /** The queueing table's title. */
    public static final String QUEUEING_TITLE = "Queueing check (Erlang C × (Ca² + Cs²) / 2)";

    /** How the queueing table's model wait is computed. */
    public static final String QUEUEING_MODEL = "ρ = λS/c with λ the accepted requests per second of the run and S "
            + "the measured mean service time. The model wait is Erlang C's Wq = C(c, a) S / (c - a), a = λS, scaled by "
            + "(Ca² + Cs²) / 2 (Allen–Cunneen: exact for M/M/c and for M/G/1, an approximation otherwise), with Cs² "
            + "the measured service time's squared coefficient of variation and Ca² that of the generator's arrivals "
            + "(Poisson 1, evenly spaced 0) thinned by the shard's share. It is predicted second by second at the rate "
            + "of a centred 5-second window and weighted by arrivals, so a ramp or a change of rate is not averaged "
            + "away. The measured wait is the shard's own queue wait from each request's arrival. The shards' queues "
            + "are bounded (M/M/c/K), so near saturation the model over-estimates the wait and rejections absorb "
            + "the rest.";

    /** How the capacity model treats skew. */
    public static final String SKEW_MODEL = "Skew model: the top key's request rate is fixed in absolute terms and "
            + "stays on one shard; the other key-addressed requests spread evenly, so at n shards the hottest shard "
            + "receives R(1-φ)(k + (1-k)/n) plus one leg of every fan-out query, Rφ, which no shard count dilutes. "
            + "Utilisation is that rate x S / c. The p99 is an approximation: the M/M/c (Erlang C) waiting time, "
            + "with its exponential tail, added to the measured service-time distribution. Checked: one shard's "
            + "capacity c/S, against a run that saturates a shard (ShardFidelityTest). Unchecked: the shard counts, "
            + "utilisations and p99s planned at other shard counts, which are the model's alone.";

    private Narrative() {
    }

    /** The run header as label/value pairs. */
    public static List<String[]> header(RunAnalysis a) {
        RunManifest m = a.run().manifest();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"simulation", m.simulation()});
        rows.add(new String[] {"run directory", a.run().dir().toAbsolutePath().toString()});
        rows.add(new String[] {"status", m.status().label()});
        rows.add(new String[] {"started", m.startedAt().toString()});
        rows.add(new String[] {"ended", m.endedAt().map(Object::toString).orElse("not ended")});
        rows.add(new String[] {"duration", Fmt.num(a.durationSeconds(), 1) + " s"});
        rows.add(new String[] {"seed", m.seed().isPresent() ? String.valueOf(m.seed().getAsLong()) : "not recorded"});
        rows.add(new String[] {"partitioner", m.cluster().partitioner() + " " + m.cluster().settings()});
        rows.add(new String[] {"shards", String.valueOf(m.cluster().shards().size())});
        rows.add(new String[] {"events", String.valueOf(m.events().size())});
        rows.add(new String[] {"config", m.parameters().toString()});
        rows.add(new String[] {"versions", m.versions().toString()});
        m.mitigation().ifPresent(mit -> rows.add(new String[] {"mitigation", mit.name() + " " + mit.cost()}));
        return rows;
    }

    /** The headline figures as label/value pairs. */
    public static List<String[]> keyFigures(RunAnalysis a) {
        List<String[]> rows = new ArrayList<>();
        ShardSaturation hot = a.hottestSaturation();
        rows.add(new String[] {"hottest shard", a.load().hottest().id() + ": " + Fmt.percent(a.load().hottest().share(), 2)
                + " of requests (fair " + Fmt.percent(1.0 / a.load().shardCount(), 2) + "), skew "
                + Fmt.num(a.load().skew(), 2)});
        rows.add(new String[] {"hottest utilisation", "mean " + Fmt.num(hot.meanUtilisation(), 3) + ", peak "
                + Fmt.num(hot.peakUtilisation(), 3) + "; rejections (all shards) " + a.saturation().totalRejections()});
        rows.add(new String[] {"single-key latency", "p99 " + Fmt.micros(a.singleKey().p99Micros()) + ", p99.9 "
                + Fmt.micros(a.singleKey().p999Micros()) + ", max " + Fmt.micros(a.singleKey().maxMicros())});
        String predicted = a.fanOut().map(f -> ", predicted p99 " + Fmt.micros(f.rows().get(2).predictedMicros()))
                .orElse("");
        rows.add(new String[] {"fan-out latency", Double.isNaN(a.fanout().p99Micros()) ? "none: no fan-out queries"
                : "p99 " + Fmt.micros(a.fanout().p99Micros()) + predicted});
        rows.add(new String[] {"error rate", Fmt.percent(a.errorRate(), 3) + " (5xx / responses)"});
        a.capacity().ifPresent(plan -> rows.add(new String[] {"capacity (as is)", plan.scenarios().get(0).verdict()}));
        return rows;
    }

    /** A warning when the run did not complete, or null. */
    public static String statusWarning(RunAnalysis a) {
        RunStatus status = a.run().manifest().status();
        if (status == RunStatus.COMPLETE) {
            return null;
        }
        String notes = a.run().notes().isEmpty() ? "." : " (" + String.join("; ", a.run().notes()) + ").";
        if (status == RunStatus.INCOMPLETE) {
            return "This run was interrupted before it finished (status incomplete): the figures cover what was"
                    + " recorded up to the stop" + notes + " " + InterruptedCounts.sentence(a.run());
        }
        return "This run is " + status.label() + ": the figures cover only what was recorded up to now" + notes;
    }

    /** The skew in one sentence. */
    public static String skew(RunAnalysis a) {
        return String.format(Locale.ROOT, "Hottest shard %s took %s of %d requests against a fair share of %s; "
                        + "skew (max / mean) = %s.", a.load().hottest().id(), Fmt.percent(a.load().hottest().share(), 2),
                a.load().totalRequests(), Fmt.percent(1.0 / a.load().shardCount(), 2), Fmt.num(a.load().skew(), 2));
    }

    /** Saturation in one sentence. */
    public static String saturation(RunAnalysis a) {
        ShardSaturation s = a.hottestSaturation();
        return String.format(Locale.ROOT, "The hottest shard %s ran at mean utilisation %s (peak %s), mean queue "
                        + "depth %s (max %s); %d requests were rejected across all shards.", s.id(),
                Fmt.num(s.meanUtilisation(), 3), Fmt.num(s.peakUtilisation(), 3), Fmt.num(s.meanQueueDepth(), 2),
                Fmt.num(s.maxQueueDepth(), 0), a.saturation().totalRejections());
    }

    /** The seed arithmetic of fan-out tails. */
    public static String fanOutArithmetic(FanOutPrediction f) {
        return String.format(Locale.ROOT, "A fan-out query waits for the slowest of its N = %d legs. All legs fall "
                        + "below their own p99 with probability 0.99^%d = %s, so the query's p99 needs every shard at "
                        + "its %s percentile (0.99^(1/%d) = %s); the slowest shard's value there is %s. The prediction "
                        + "P(max <= t) = prod_i F_i(t) uses each shard's total-time histogram and assumes independent "
                        + "legs; the router's own overhead is not in it.", f.shardCount(), f.shardCount(),
                Fmt.num(f.allBelowOwnP99(), 4), Fmt.percent(f.perShardPercentileForP99(), 3), f.shardCount(),
                Fmt.num(f.perShardPercentileForP99(), 5), Fmt.micros(f.perShardValueForP99Micros()));
    }

    /** The capacity plan's inputs in one paragraph. */
    public static String capacityInputs(CapacityPlan plan) {
        PlannerInput in = plan.input();
        return String.format(Locale.ROOT, "Target: R = %s client req/s (%s), hottest shard at utilisation <= %s%s. "
                        + "Measured: fan-out fraction φ = %s; top key share k = %s (%s); c = %d slots; mean service "
                        + "S = %s (%s); one shard serves c/S = %s req/s at 100 %% utilisation.",
                Fmt.num(in.targetRatePerSecond(), 0), in.rateSource(), Fmt.num(in.targets().targetUtilisation(), 2),
                in.targets().targetP99Micros().isPresent()
                        ? " and p99 <= " + Fmt.micros(in.targets().targetP99Micros().getAsDouble()) : "",
                Fmt.num(in.fanoutFraction(), 4), Fmt.num(in.celebrityShare(), 4), in.celebritySource(), in.servers(),
                Fmt.micros(in.service().meanMicros()), in.service().source(), Fmt.num(in.shardCapacityPerSecond(), 0));
    }

    /** The USL fit in one sentence. */
    public static String usl(Sweep sweep) {
        if (sweep.fit().isEmpty()) {
            return sweep.fitNote() + ".";
        }
        UslFit f = sweep.fit().get();
        return String.format(Locale.ROOT, "USL fit X(N) = λN / (1 + σ(N-1) + κN(N-1)) (Gunther): σ = %s, κ = %s, "
                        + "λ = %s req/s, R² = %s; predicted peak at N* = sqrt((1-σ)/κ) = %s with X(N*) = %s req/s "
                        + "(unchecked: the fit's extrapolation, which no run at N* checks; the sweep's highest "
                        + "measured throughput was %s req/s). %s.",
                Fmt.num(f.sigma(), 5), String.format(Locale.ROOT, "%.4e", f.kappa()), Fmt.num(f.lambda(), 2),
                Fmt.num(f.rSquared(), 4), Fmt.num(f.peakConcurrency(), 2), Fmt.num(f.peakThroughput(), 1),
                Fmt.num(sweep.points().stream().mapToDouble(SweepPoint::throughputPerSecond).max().orElse(Double.NaN),
                        1), sweep.fitNote());
    }
}
