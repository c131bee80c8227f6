package io.hotshard.report.analysis;

import io.hotshard.runformat.EventKind;
import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.runformat.RunEvent;
import io.hotshard.report.run.ShardSecond;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A shard made slow, not dead, during a run (a {@code config-changed} event raising its slowness multiplier), and
 * what followed, read from the run's files: when the router marked it down and whether it evicted it (events), the
 * time-outs and other 5xx the router answered after the slowdown ({@code router.csv}), the shard's share of requests
 * before and after ({@code timeline.csv}) and the single-key p99 before and after ({@code router-single-key.hlog}).
 *
 * @param markedDownSeconds when the router first marked the shard down, or NaN if it never did
 * @param evictedSeconds    when it was removed from the ring, or NaN if it stayed
 * @param impact            the single-key p99 before and after the slowdown (its "during" window is empty)
 */
public record GrayFailure(String shard, double multiplier, double slowedSeconds, double markedDownSeconds,
                          double evictedSeconds, long timeouts504, long errors5xxAfter, double shareBefore,
                          double shareAfter, MoveImpact impact) {

    /** The run's first slowdown, or empty for a run in which no shard was slowed. */
    public static Optional<GrayFailure> of(RunData run, double loadStartSeconds) {
        return run.manifest().events().stream().filter(e -> e.kind() == EventKind.CONFIG_CHANGED)
                .filter(e -> e.number("slownessMultiplier").orElse(1) > 1).findFirst()
                .map(slowed -> of(run, slowed, loadStartSeconds));
    }

    private static GrayFailure of(RunData run, RunEvent slowed, double loadStart) {
        double at = slowed.atSeconds();
        String shard = slowed.target();
        List<RouterSecond> after = run.router().stream().filter(s -> s.second() + 1 > at).toList();
        return new GrayFailure(shard, slowed.number("slownessMultiplier").orElse(Double.NaN), at,
                first(run, EventKind.NODE_DOWN, shard, at), first(run, EventKind.NODE_REMOVED, shard, at),
                after.stream().mapToLong(RouterSecond::failures504).sum(),
                after.stream().mapToLong(RouterSecond::responses5xx).sum(),
                share(run.timeline(), shard, Math.min(loadStart, at), at),
                share(run.timeline(), shard, at, Double.POSITIVE_INFINITY),
                MoveImpact.of(run.routerSingleKey(), run.router(), loadStart, at, at));
    }

    private static double first(RunData run, EventKind kind, String shard, double from) {
        OptionalDouble at = run.manifest().events().stream().filter(e -> e.kind() == kind && shard.equals(e.target()))
                .mapToDouble(RunEvent::atSeconds).filter(s -> s >= from).min();
        return at.orElse(Double.NaN);
    }

    /** The shard's share of all shards' arrivals in the seconds ending within (from, to]. */
    private static double share(List<ShardSecond> timeline, String shard, double from, double to) {
        long all = 0;
        long mine = 0;
        for (ShardSecond s : timeline) {
            double end = s.second() + 1;
            if (end > from && end <= to) {
                all += s.arrivals();
                mine += shard.equals(s.shard()) ? s.arrivals() : 0;
            }
        }
        return all == 0 ? Double.NaN : (double) mine / all;
    }
}
