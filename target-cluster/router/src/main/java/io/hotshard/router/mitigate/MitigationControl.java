package io.hotshard.router.mitigate;

import io.hotshard.router.core.Clocks;
import io.hotshard.router.core.EveryLoop;
import io.hotshard.router.core.RouterState;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Owner of the mitigation settings, the adaptive keys, the hot-key detectors (one per event loop) and the read cache.
 * The data path reads the current {@link MitigationState} from an atomic reference without locking and counts keys
 * in its own loop's detector; changes (admin patches and adaptive rounds) are serialised on this object and swap a
 * whole new state, so a patch applies completely or not at all, and bring the cache in line with it before the
 * swap. Adaptive changes are kept in a bounded log of their own, served with the settings, rather than among the
 * membership events.
 */
public final class MitigationControl {

    /** Adaptive changes kept; older ones are dropped first. */
    static final int ADAPTIVE_LOG_CAPACITY = 1_000;

    private final AtomicReference<MitigationState> state;
    private final ArrayDeque<JsonObject> adaptiveLog = new ArrayDeque<>();
    private final MitigationStats counters = new MitigationStats();
    private final Clocks clocks;
    private final ReadCache cache;
    private final EveryLoop loops;
    private volatile HotKeyDetector[] detectors;

    public MitigationControl(MitigationSettings initial, Clocks clocks, EveryLoop loops) {
        MitigationState first = new MitigationState(initial, Map.of());
        this.state = new AtomicReference<>(first);
        this.clocks = clocks;
        this.loops = loops;
        this.cache = new ReadCache(counters, clocks.nanos());
        cache.sync(first);
        this.detectors = detectors(initial.detection());
    }

    /** The settings and adaptive keys in force. */
    public MitigationState current() {
        return state.get();
    }

    public MitigationStats counters() {
        return counters;
    }

    /** The read cache, in line with {@link #current()}. */
    public ReadCache cache() {
        return cache;
    }

    /** Counts one request for {@code key} in the hot-key window of event loop {@code loop}; call on that loop. */
    public void offer(int loop, String key) {
        detectors[loop].offer(key);
    }

    /** The top keys of the window ending now over every loop's detector, on the caller's context. */
    Future<List<HotKey>> top() {
        HotKeyDetector[] now = detectors;
        return loops.run(loop -> Future.succeededFuture(now[loop].live())).map(parts -> HotKeyDetector.top(
                now[0].settings(), parts.stream().flatMap(List::stream).toList()));
    }

    /** The JSON of {@code GET /admin/hotkeys}. */
    public Future<JsonObject> hotKeys() {
        DetectionSettings settings = detectors[0].settings();
        return top().map(keys -> HotKeyDetector.toJson(settings, keys));
    }

    /**
     * Merges {@code patch} over the current settings and swaps them in, or throws {@link IllegalArgumentException}
     * leaving everything unchanged; pins must name members of {@code routerState}.
     */
    public synchronized JsonObject configure(JsonObject patch, RouterState routerState) {
        MitigationState before = state.get();
        MitigationSettings next = before.settings().patched(patch);
        next.requireKnownShards(routerState.members().keySet());
        if (!next.detection().equals(before.settings().detection())) {
            detectors = detectors(next.detection());
        }
        swap(before.withSettings(next));
        return toJson();
    }

    /** One adaptive round: applies the mitigation to keys now hot and removes it from keys now cool. */
    public Future<AdaptiveController.Round> adaptiveRound() {
        MitigationState now = state.get();
        if (!now.settings().adaptive().enabled() && now.adaptiveKeys().isEmpty()) {
            // Nothing to apply and nothing to remove: no need to merge every loop's sketches.
            return Future.succeededFuture(AdaptiveController.round(now, List.of()));
        }
        return top().map(this::adapt);
    }

    private synchronized AdaptiveController.Round adapt(List<HotKey> top) {
        MitigationState before = state.get();
        AdaptiveController.Round round = AdaptiveController.round(before, top);
        if (round.changed()) {
            swap(new MitigationState(before.settings(), round.after()));
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
    public synchronized JsonObject toJson() {
        JsonArray log = new JsonArray();
        adaptiveLog.forEach(entry -> log.add(entry.copy()));
        return state.get().toJson().put("adaptiveLog", log);
    }

    private void swap(MitigationState next) {
        cache.sync(next);
        state.set(next);
    }

    private HotKeyDetector[] detectors(DetectionSettings settings) {
        HotKeyDetector[] created = new HotKeyDetector[loops.size()];
        for (int i = 0; i < created.length; i++) {
            created[i] = new HotKeyDetector(settings, clocks.millis());
        }
        return created;
    }

    /** The counters now. */
    public MitigationCounts counts() {
        return counters.snapshot(cache.entries(), cache.hitAgeP99Micros());
    }
}
