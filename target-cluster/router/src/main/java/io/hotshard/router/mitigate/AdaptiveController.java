package io.hotshard.router.mitigate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One round of adaptive mitigation over the detector's report: keys at or above {@code hotPerSecond} get the
 * configured mitigation, keys already mitigated keep theirs until their rate falls below {@code coolPerSecond}
 * (a key no longer reported counts as rate 0), so a key near one threshold does not flap. With adaptive
 * mitigation off, every adaptive key is removed.
 */
public final class AdaptiveController {

    private AdaptiveController() {
    }

    /**
     * What one round changes.
     *
     * @param added   keys given a mitigation now, with it
     * @param removed keys that lost theirs, with it
     * @param after   the adaptive keys after the round
     */
    public record Round(Map<String, MitigationKind> added, Map<String, MitigationKind> removed,
                        Map<String, MitigationKind> after) {

        /** Whether the round changed anything. */
        public boolean changed() {
            return !added.isEmpty() || !removed.isEmpty();
        }

        /** One line per change for the event log, e.g. {@code key 'k' at 250.0/s: salting applied}. */
        public List<String> lines(List<HotKey> top) {
            Map<String, Double> rates = new HashMap<>();
            top.forEach(k -> rates.put(k.key(), k.ratePerSecond()));
            List<String> lines = new ArrayList<>();
            added.forEach((key, kind) -> lines.add("key '" + key + "' at " + rates.getOrDefault(key, 0.0) + "/s: "
                    + kind.label() + " applied"));
            removed.forEach((key, kind) -> lines.add("key '" + key + "' at " + rates.getOrDefault(key, 0.0)
                    + "/s: " + kind.label() + " removed"));
            return lines;
        }
    }

    /** The round for the current {@code state} and the detector's {@code top} keys. */
    public static Round round(MitigationState state, List<HotKey> top) {
        AdaptiveSettings adaptive = state.settings().adaptive();
        Map<String, MitigationKind> after = new LinkedHashMap<>(state.adaptiveKeys());
        Map<String, MitigationKind> added = new LinkedHashMap<>();
        Map<String, MitigationKind> removed = new LinkedHashMap<>();
        Map<String, Double> rates = new HashMap<>();
        top.forEach(k -> rates.put(k.key(), k.ratePerSecond()));
        for (Map.Entry<String, MitigationKind> key : state.adaptiveKeys().entrySet()) {
            if (!adaptive.enabled() || rates.getOrDefault(key.getKey(), 0.0) < adaptive.coolPerSecond()) {
                removed.put(key.getKey(), key.getValue());
                after.remove(key.getKey());
            }
        }
        if (adaptive.enabled()) {
            for (HotKey key : top) {
                if (key.ratePerSecond() >= adaptive.hotPerSecond() && !after.containsKey(key.key())) {
                    added.put(key.key(), adaptive.mitigation());
                    after.put(key.key(), adaptive.mitigation());
                }
            }
        }
        return new Round(added, removed, after);
    }
}
