package io.hotshard.router.mitigate;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * An immutable copy of one Space-Saving sub-window sketch, taken on the loop that owns it and merged anywhere.
 *
 * @param counts           monitored keys to {@code {count, error}}
 * @param unmonitoredBound upper bound of the true count of any key not in {@code counts}
 */
public record SketchCopy(Map<String, long[]> counts, long unmonitoredBound) {

    static SketchCopy of(SpaceSaving sketch) {
        Map<String, long[]> counts = new HashMap<>(sketch.counters().size() * 2);
        sketch.counters().forEach((key, counter) -> counts.put(key, new long[] {counter.count, counter.error}));
        // Nobody else holds the fresh map: a read-only view spares the second copy Map.copyOf would make.
        return new SketchCopy(Collections.unmodifiableMap(counts), sketch.unmonitoredBound());
    }
}
