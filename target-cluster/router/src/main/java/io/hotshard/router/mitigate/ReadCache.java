package io.hotshard.router.mitigate;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.buffer.Buffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The router's read cache: a Caffeine cache (W-TinyLFU admission and eviction, Einziger, Friedman and Manes 2017)
 * bounded by {@code maxEntries}, each entry expiring {@code ttlMillis} after its fill. Writes through the router
 * invalidate the key before they are sent and again once answered (or, under the update policy, replace it with
 * the acknowledged value when no other write of the key is in flight); a read that overlapped a write of its key
 * (started before the write's answer, answered after the write began) does not fill, so a value older than an
 * acknowledged write is never cached.
 *
 * <p>Safe on every event loop at once: the reads and writes in progress of one key live in one entry of a
 * concurrent map, and every step that marks reads or stores or drops the key's value runs inside that entry's
 * atomic update, so a fill and an overlapping write of the same key are ordered whatever loops they run on.
 * Lookups take no lock. Settings change only through {@link #sync}, from the control path.
 */
public final class ReadCache {

    /** A cacheable read on its way to the shards; dirty once a write of the same key overlapped it. */
    public static final class FillTicket {
        private final String key;
        private boolean dirty;

        private FillTicket(String key) {
            this.key = key;
        }
    }

    /** Reads and writes of one key in progress; changed only inside its map entry's atomic update. */
    private static final class InProgress {
        private final List<FillTicket> reads = new ArrayList<>(2);
        private int writes;

        void markReads() {
            reads.forEach(t -> t.dirty = true);
        }

        InProgress orNullWhenIdle() {
            return reads.isEmpty() && writes == 0 ? null : this;
        }
    }

    /** The cache in use and the settings it was built for. */
    private record Built(Cache<String, CachedReply> cache, CacheSettings settings) {
    }

    private final MitigationStats counters;
    private final LongSupplier nanos;
    private final LatencyRecorder hitAge = new LatencyRecorder();
    private final Map<String, InProgress> inProgress = new ConcurrentHashMap<>();
    private volatile Built built;
    private MitigationState syncedWith;

    /** An empty cache counting into {@code counters}, timing entries with {@code nanos} (e.g. System::nanoTime). */
    public ReadCache(MitigationStats counters, LongSupplier nanos) {
        this.counters = counters;
        this.nanos = nanos;
    }

    /** Follows {@code state}: in use when enabled or when the adaptive controller cached a key. */
    public synchronized void sync(MitigationState state) {
        if (state != syncedWith) {
            syncedWith = state;
            configure(state.settings().cache(), state.settings().cache().enabled()
                    || state.adaptiveKeys().containsValue(MitigationKind.CACHE));
        }
    }

    /** Builds the cache for {@code settings} if size or lifetime changed; drops it when {@code inUse} is false. */
    public synchronized void configure(CacheSettings settings, boolean inUse) {
        Built before = built;
        if (!inUse) {
            built = null;
        } else if (before == null || before.settings().maxEntries() != settings.maxEntries()
                || before.settings().ttlMillis() != settings.ttlMillis()) {
            // Maintenance runs on the caller: no executor thread, and deterministic in tests.
            built = new Built(Caffeine.newBuilder().maximumSize(settings.maxEntries())
                    .expireAfterWrite(Duration.ofMillis(settings.ttlMillis())).ticker(nanos::getAsLong)
                    .executor(Runnable::run).build(), settings);
        } else {
            built = new Built(before.cache(), settings);
        }
    }

    /** The cached answer for {@code key}, counting a hit and its age, or null counting a miss. */
    public CachedReply lookup(String key) {
        Built current = built;
        CachedReply reply = current == null ? null : current.cache().getIfPresent(key);
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
        FillTicket ticket = new FillTicket(key);
        inProgress.compute(key, (k, now) -> {
            InProgress entry = now == null ? new InProgress() : now;
            ticket.dirty = entry.writes > 0;
            entry.reads.add(ticket);
            return entry;
        });
        return ticket;
    }

    /** Stores a 200 answer unless a write overlapped the read; ends the ticket. */
    public void fill(FillTicket ticket, String shardId, String contentType, Buffer body) {
        inProgress.compute(ticket.key, (k, now) -> {
            if (now != null) {
                now.reads.remove(ticket);
            }
            Built current = built;
            if (ticket.dirty) {
                counters.cacheRacyFillsSkipped.increment();
            } else if (current != null) {
                current.cache().put(ticket.key, new CachedReply(shardId, contentType, body, nanos.getAsLong()));
                counters.cacheFills.increment();
            }
            return now == null ? null : now.orNullWhenIdle();
        });
    }

    /** Ends a read that will not fill (not a 200, or failed). */
    public void end(FillTicket ticket) {
        inProgress.computeIfPresent(ticket.key, (k, now) -> {
            now.reads.remove(ticket);
            return now.orNullWhenIdle();
        });
    }

    /**
     * A write of {@code key} is about to be sent: marks overlapping reads so they do not fill, and invalidates
     * the key under the invalidate policy. Under the update policy the entry keeps serving until the write is
     * acknowledged: a read that overlaps an unacknowledged write may return the value before it.
     */
    public void writeStarted(String key) {
        Built current = built;
        boolean update = current != null && current.settings().writePolicy() == CacheWritePolicy.UPDATE;
        inProgress.compute(key, (k, now) -> {
            InProgress entry = now == null ? new InProgress() : now;
            entry.writes++;
            entry.markReads();
            if (!update) {
                invalidate(current, key);
            }
            return entry;
        });
    }

    /** A write of {@code key} was answered (or failed): invalidates it again and marks overlapping reads. */
    public void writeFinished(String key) {
        inProgress.compute(key, (k, now) -> finishWrite(now, key, null));
    }

    /**
     * A PUT of a cached {@code key} was acknowledged with {@code value}: as {@link #writeFinished(String)}, and with the
     * update policy stores the value unless another write of the key is still in flight (its order is unknown).
     */
    public void writeAcknowledged(String key, String shardId, String contentType, Buffer value) {
        Built current = built;
        if (current == null || current.settings().writePolicy() != CacheWritePolicy.UPDATE) {
            writeFinished(key);
            return;
        }
        inProgress.compute(key, (k, now) -> finishWrite(now, key,
                new CachedReply(shardId, contentType, value, nanos.getAsLong())));
    }

    /** Entries now (an estimate between maintenance runs). */
    public long entries() {
        Built current = built;
        return current == null ? 0 : current.cache().estimatedSize();
    }

    /** 99th percentile of the age of the entries served so far, microseconds. */
    public long hitAgeP99Micros() {
        return hitAge.cumulativePercentiles().p99Micros();
    }

    /** Inside the key's atomic update: one write fewer; stores {@code acknowledged} if it was the last, else drops. */
    private InProgress finishWrite(InProgress now, String key, CachedReply acknowledged) {
        boolean othersInFlight = false;
        if (now != null) {
            now.writes = Math.max(0, now.writes - 1);
            now.markReads();
            othersInFlight = now.writes > 0;
        }
        Built current = built;
        if (acknowledged == null || othersInFlight || current == null) {
            invalidate(current, key);
        } else {
            current.cache().put(key, acknowledged);
            counters.cacheFills.increment();
        }
        return now == null ? null : now.orNullWhenIdle();
    }

    private void invalidate(Built current, String key) {
        if (current != null) {
            current.cache().invalidate(key);
            counters.cacheInvalidations.increment();
        }
    }
}
