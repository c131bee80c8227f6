package io.hotshard.router.mitigate;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.hotshard.metrics.LatencyRecorder;
import java.time.Duration;
import io.vertx.core.buffer.Buffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The router's read cache: a Caffeine cache (W-TinyLFU admission and eviction, Einziger, Friedman and Manes 2017)
 * bounded by {@code maxEntries}, each entry expiring {@code ttlMillis} after its fill. Writes through the router
 * invalidate the key before they are sent and again once answered (or, under the update policy, replace it with
 * the acknowledged value when no other write of the key is in flight); a read that overlapped a write of its key
 * (started before the write's answer, answered after the write began) does not fill, so a value older than an
 * acknowledged write is never cached. Used on the router's event loop; the counters and size are readable anywhere.
 */
public final class ReadCache {

    /** A cacheable read on its way to the shards; dirty once a write of the same key overlapped it. */
    public static final class FillTicket {
        private final String key;
        private boolean dirty;

        private FillTicket(String key, boolean dirty) {
            this.key = key;
            this.dirty = dirty;
        }
    }

    private final MitigationCounters counters;
    private final LongSupplier nanos;
    private final LatencyRecorder hitAge = new LatencyRecorder();
    private final Map<String, List<FillTicket>> reading = new HashMap<>();
    private final Map<String, Integer> writing = new HashMap<>();
    private volatile Cache<String, CachedReply> cache;
    private CacheSettings builtFor;
    private MitigationState syncedWith;

    /** An empty cache counting into {@code counters}, timing entries with {@code nanos} (e.g. System::nanoTime). */
    public ReadCache(MitigationCounters counters, LongSupplier nanos) {
        this.counters = counters;
        this.nanos = nanos;
    }

    /** Follows {@code state}: in use when enabled or when the adaptive controller cached a key. */
    public void sync(MitigationState state) {
        if (state != syncedWith) {
            syncedWith = state;
            configure(state.settings().cache(), state.settings().cache().enabled()
                    || state.adaptiveKeys().containsValue(MitigationKind.CACHE));
        }
    }

    /** Builds the cache for {@code settings} if size or lifetime changed; drops it when {@code inUse} is false. */
    public void configure(CacheSettings settings, boolean inUse) {
        if (!inUse) {
            cache = null;
            builtFor = null;
            return;
        }
        if (builtFor == null || builtFor.maxEntries() != settings.maxEntries()
                || builtFor.ttlMillis() != settings.ttlMillis()) {
            // Maintenance runs on the caller, keeping the cache on the event loop and deterministic in tests.
            cache = Caffeine.newBuilder().maximumSize(settings.maxEntries())
                    .expireAfterWrite(Duration.ofMillis(settings.ttlMillis())).ticker(nanos::getAsLong)
                    .executor(Runnable::run).build();
        }
        builtFor = settings;
    }

    /** The cached answer for {@code key}, counting a hit and its age, or null counting a miss. */
    public CachedReply lookup(String key) {
        Cache<String, CachedReply> current = cache;
        CachedReply reply = current == null ? null : current.getIfPresent(key);
        if (reply == null) {
            counters.cacheMisses.increment();
            return null;
        }
        counters.cacheHits.increment();
        hitAge.recordMicros(Math.max(0, (nanos.getAsLong() - reply.storedNanos()) / 1_000));
        return reply;
    }

    /** Registers a read about to be sent, dirty from the start if a write of the key is in progress. */
    public FillTicket startRead(String key) {
        FillTicket ticket = new FillTicket(key, writing.containsKey(key));
        reading.computeIfAbsent(key, k -> new ArrayList<>(2)).add(ticket);
        return ticket;
    }

    /** Stores a 200 answer unless a write overlapped the read; ends the ticket. */
    public void fill(FillTicket ticket, String shardId, String contentType, Buffer body) {
        end(ticket);
        Cache<String, CachedReply> current = cache;
        if (ticket.dirty) {
            counters.cacheRacyFillsSkipped.increment();
        } else if (current != null) {
            current.put(ticket.key, new CachedReply(shardId, contentType, body, nanos.getAsLong()));
            counters.cacheFills.increment();
        }
    }

    /** Ends a read that will not fill (not a 200, or failed). */
    public void end(FillTicket ticket) {
        List<FillTicket> tickets = reading.get(ticket.key);
        if (tickets != null && tickets.remove(ticket) && tickets.isEmpty()) {
            reading.remove(ticket.key);
        }
    }

    /**
     * A write of {@code key} is about to be sent: marks overlapping reads so they do not fill, and invalidates
     * the key under the invalidate policy. Under the update policy the entry keeps serving until the write is
     * acknowledged: a read that overlaps an unacknowledged write may return the value before it.
     */
    public void writeStarted(String key) {
        writing.merge(key, 1, Integer::sum);
        if (builtFor != null && builtFor.writePolicy() == CacheWritePolicy.UPDATE) {
            markReads(key);
        } else {
            invalidate(key);
        }
    }

    /** A write of {@code key} was answered (or failed): invalidates it again and marks overlapping reads. */
    public void writeFinished(String key) {
        writing.computeIfPresent(key, (k, n) -> n == 1 ? null : n - 1);
        invalidate(key);
    }

    /**
     * A PUT of a cached {@code key} was acknowledged with {@code value}: as {@link #writeFinished(String)}, and with the
     * update policy stores the value unless another write of the key is still in flight (its order is unknown).
     */
    public void writeAcknowledged(String key, String shardId, String contentType, Buffer value) {
        Cache<String, CachedReply> current = cache;
        if (current == null || builtFor == null || builtFor.writePolicy() != CacheWritePolicy.UPDATE) {
            writeFinished(key);
            return;
        }
        writing.computeIfPresent(key, (k, n) -> n == 1 ? null : n - 1);
        if (writing.containsKey(key)) {
            invalidate(key);
        } else {
            markReads(key);
            current.put(key, new CachedReply(shardId, contentType, value, nanos.getAsLong()));
            counters.cacheFills.increment();
        }
    }

    /** Entries now (an estimate between maintenance runs). */
    public long entries() {
        Cache<String, CachedReply> current = cache;
        return current == null ? 0 : current.estimatedSize();
    }

    /** 99th percentile of the age of the entries served so far, microseconds. */
    public long hitAgeP99Micros() {
        return hitAge.cumulativePercentiles().p99Micros();
    }

    private void markReads(String key) {
        List<FillTicket> tickets = reading.get(key);
        if (tickets != null) {
            tickets.forEach(t -> t.dirty = true);
        }
    }

    private void invalidate(String key) {
        markReads(key);
        Cache<String, CachedReply> current = cache;
        if (current != null) {
            current.invalidate(key);
            counters.cacheInvalidations.increment();
        }
    }
}
