package io.hotshard.report.analysis;

import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.ManifestShard;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the target died before the run ended: every shard still in the ring was killed or marked down and none
 * came back (from the run's events), or, without such events, the last {@link #MIN_SECONDS} or more seconds had
 * requests at the router and not one completion at any shard.
 */
public final class Outage {

    /** Fewer silent seconds at the end are a drain, not an outage. */
    public static final int MIN_SECONDS = 2;

    private Outage() {
    }

    /** One sentence on the outage at the end of the run, or empty when the target served to the end. */
    public static Optional<String> describe(RunData run) {
        Optional<Double> allDeadAt = allDeadAt(run);
        if (allDeadAt.isPresent()) {
            double at = allDeadAt.get();
            long failedAfter = run.router().stream().filter(r -> r.second() >= Math.floor(at))
                    .mapToLong(r -> r.responses5xx() + r.failures502() + r.failures504()).sum();
            return Optional.of(String.format(Locale.ROOT, "The target stopped serving: by second %.0f every shard"
                    + " was killed or marked down and none came back; %d requests failed at the router from then on.",
                    at, failedAfter));
        }
        int lastServed = run.timeline().stream().filter(s -> s.completions() > 0).mapToInt(ShardSecond::second)
                .max().orElse(-1);
        int lastSecond = run.router().stream().mapToInt(RouterSecond::second).max().orElse(-1);
        long requestsAfter = run.router().stream().filter(r -> r.second() > lastServed)
                .mapToLong(RouterSecond::requests).sum();
        if (lastSecond - lastServed < MIN_SECONDS || requestsAfter == 0) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "The target stopped serving: no shard completed a request"
                        + " after second %d, while the router received %d more requests over the last %d s.",
                lastServed, requestsAfter, lastSecond - lastServed));
    }

    /** When the last shard in the ring went dead, if every one ended the run dead. */
    private static Optional<Double> allDeadAt(RunData run) {
        Map<String, Boolean> alive = new HashMap<>();
        run.manifest().cluster().shards().stream().map(ManifestShard::id).forEach(id -> alive.put(id, true));
        double lastDeath = 0;
        for (RunEvent event : run.manifest().events()) {
            if (!alive.containsKey(event.target()) && event.kind() != EventKind.NODE_ADDED) {
                continue;
            }
            switch (event.kind()) {
                case NODE_KILLED, NODE_DOWN -> {
                    alive.put(event.target(), false);
                    lastDeath = Math.max(lastDeath, event.atMillis() / 1e3);
                }
                case NODE_UP, NODE_ADDED, NODE_RESUMED -> alive.put(event.target(), true);
                case NODE_REMOVED -> alive.remove(event.target());
                default -> {
                }
            }
        }
        boolean anyDied = run.manifest().events().stream()
                .anyMatch(e -> e.kind() == EventKind.NODE_KILLED || e.kind() == EventKind.NODE_DOWN);
        return anyDied && !alive.isEmpty() && !alive.containsValue(true) ? Optional.of(lastDeath) : Optional.empty();
    }
}
