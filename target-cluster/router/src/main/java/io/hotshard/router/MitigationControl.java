package io.hotshard.router;

import io.hotshard.router.mitigate.AdaptiveController;
import io.hotshard.router.mitigate.HotKey;
import io.hotshard.router.mitigate.HotKeyDetector;
import io.hotshard.router.mitigate.MitigationCounters;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.router.mitigate.MitigationSettings;
import io.hotshard.router.mitigate.MitigationState;
import io.hotshard.router.mitigate.ReadCache;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Owner of the mitigation settings, the adaptive keys, the hot-key detector and the read cache. The data path
 * reads the current {@link MitigationState} from an atomic reference without locking; changes (admin patches and
 * adaptive rounds) are serialised on this object and swap a whole new state, so a patch applies completely or not
 * at all. Adaptive changes are kept in a bounded log of their own, served with the settings, rather than among the
 * membership events.
 */
final class MitigationControl {

    /** Adaptive changes kept; older ones are dropped first. */
    static final int ADAPTIVE_LOG_CAPACITY = 1_000;

    private final AtomicReference<MitigationState> state;
    private final ArrayDeque<JsonObject> adaptiveLog = new ArrayDeque<>();
    private final MitigationCounters counters = new MitigationCounters();
    private final Clocks clocks;
    private final ReadCache cache;
    private volatile HotKeyDetector detector;

    MitigationControl(MitigationSettings initial, Clocks clocks) {
        this.state = new AtomicReference<>(new MitigationState(initial, Map.of()));
        this.clocks = clocks;
        this.cache = new ReadCache(counters, clocks.nanos());
        this.detector = new HotKeyDetector(initial.detection(), clocks.millis());
    }

    /** The settings and adaptive keys in force. */
    MitigationState current() {
        return state.get();
    }

    MitigationCounters counters() {
        return counters;
    }

    /** The read cache; use on the router's event loop only. */
    ReadCache cache() {
        return cache;
    }

    /** Counts one request for {@code key} in the hot-key window. */
    void offer(String key) {
        detector.offer(key);
    }

    /** The JSON of {@code GET /admin/hotkeys}. */
    JsonObject hotKeys() {
        return detector.toJson();
    }

    /**
     * Merges {@code patch} over the current settings and swaps them in, or throws {@link IllegalArgumentException}
     * leaving everything unchanged; pins must name members of {@code routerState}.
     */
    synchronized JsonObject configure(JsonObject patch, RouterState routerState) {
        MitigationState before = state.get();
        MitigationSettings next = before.settings().patched(patch);
        next.requireKnownShards(routerState.members().keySet());
        if (!next.detection().equals(before.settings().detection())) {
            detector = new HotKeyDetector(next.detection(), clocks.millis());
        }
        state.set(before.withSettings(next));
        return toJson();
    }

    /** One adaptive round: applies the mitigation to keys now hot and removes it from keys now cool. */
    synchronized AdaptiveController.Round adaptiveRound() {
        MitigationState before = state.get();
        List<HotKey> top = detector.top();
        AdaptiveController.Round round = AdaptiveController.round(before, top);
        if (round.changed()) {
            state.set(new MitigationState(before.settings(), round.after()));
            counters.adaptiveApplied(round.added().size());
            counters.adaptiveRemoved(round.removed().size());
            long now = clocks.millis().getAsLong();
            for (String line : round.lines(top)) {
                if (adaptiveLog.size() == ADAPTIVE_LOG_CAPACITY) {
                    adaptiveLog.removeFirst();
                }
                adaptiveLog.addLast(new JsonObject().put("timestampMillis", now).put("detail", line));
            }
        }
        return round;
    }

    /**
     * The JSON of {@code GET /admin/mitigations}: settings, adaptive keys and {@code adaptiveLog}, the kept adaptive
     * changes oldest first.
     */
    synchronized JsonObject toJson() {
        JsonArray log = new JsonArray();
        adaptiveLog.forEach(entry -> log.add(entry.copy()));
        return state.get().toJson().put("adaptiveLog", log);
    }

    /** The counters now. */
    MitigationCounts counts() {
        return counters.snapshot(cache.entries(), cache.hitAgeP99Micros());
    }
}
