package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.buffer.Buffer;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

final class ReadCacheTest {

    private final AtomicLong nanos = new AtomicLong();
    private final MitigationStats counters = new MitigationStats();
    private final ReadCache cache = new ReadCache(counters, nanos::get);

    ReadCacheTest() {
        cache.configure(new CacheSettings(true, 100, 1_000, Set.of()), true);
    }

    private void fill(String key, String value) {
        cache.fill(cache.startRead(key), "s0", "text/plain", Buffer.buffer(value));
    }

    @Test
    void lookup_afterFill_hitsWithTheStoredBodyAndItsAge() {
        assertThat(cache.lookup("k")).isNull();
        fill("k", "v1");
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(300));

        CachedReply hit = cache.lookup("k");
        assertThat(hit.body().toString()).isEqualTo("v1");
        assertThat(cache.hitAgeP99Micros()).isBetween(299_000L, 301_000L);
        MitigationCounts counts = counters.snapshot(cache.entries(), 0);
        assertThat(counts.cache().hits()).isEqualTo(1);
        assertThat(counts.cache().misses()).isEqualTo(1);
        assertThat(counts.cache().fills()).isEqualTo(1);
        assertThat(counts.cache().entries()).isEqualTo(1);
    }

    @Test
    void lookup_afterTtl_misses() {
        fill("k", "v1");
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(999));
        assertThat(cache.lookup("k")).isNotNull();
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1));
        assertThat(cache.lookup("k")).isNull();
    }

    @Test
    void fill_readOverlappedByWrite_isSkippedAsRacy() {
        ReadCache.FillTicket before = cache.startRead("k");
        cache.writeStarted("k");
        ReadCache.FillTicket during = cache.startRead("k");
        ReadCache.FillTicket other = cache.startRead("other");
        cache.writeFinished("k");
        ReadCache.FillTicket after = cache.startRead("k");

        cache.fill(before, "s0", null, Buffer.buffer("old"));
        cache.fill(during, "s0", null, Buffer.buffer("old?"));
        cache.fill(other, "s0", null, Buffer.buffer("x"));
        assertThat(cache.lookup("k")).as("neither overlapping read filled").isNull();
        cache.fill(after, "s0", null, Buffer.buffer("new"));

        assertThat(cache.lookup("k").body().toString()).isEqualTo("new");
        assertThat(cache.lookup("other")).isNotNull();
        assertThat(counters.snapshot(0, 0).cache().racyFillsSkipped()).isEqualTo(2);
        assertThat(counters.snapshot(0, 0).cache().invalidations()).isEqualTo(2);
    }

    @Test
    void writeStarted_cachedKey_invalidatesIt() {
        fill("k", "v1");
        cache.writeStarted("k");
        assertThat(cache.lookup("k")).isNull();
        cache.writeFinished("k");
        assertThat(cache.entries()).isZero();
    }

    @Test
    void configure_notInUse_dropsEntries() {
        fill("k", "v1");
        cache.configure(CacheSettings.defaults(), false);
        assertThat(cache.entries()).isZero();
        assertThat(cache.lookup("k")).isNull();
    }

    @Test
    void writeAcknowledged_updatePolicy_storesValueUnlessAnotherWriteIsInFlight() {
        cache.configure(new CacheSettings(true, 100, 1_000, Set.of(), CacheWritePolicy.UPDATE), true);
        cache.writeStarted("k");
        cache.writeAcknowledged("k", "s0", "text/plain", Buffer.buffer("v1"));
        assertThat(cache.lookup("k").body().toString()).isEqualTo("v1");

        cache.writeStarted("k");
        cache.writeStarted("k");
        cache.writeAcknowledged("k", "s0", "text/plain", Buffer.buffer("v2"));
        assertThat(cache.lookup("k")).as("the other write may land later").isNull();
        cache.writeAcknowledged("k", "s0", "text/plain", Buffer.buffer("v3"));
        assertThat(cache.lookup("k").body().toString()).isEqualTo("v3");
    }

    @Test
    void writeAcknowledged_invalidatePolicy_leavesTheKeyUncached() {
        cache.writeStarted("k");
        cache.writeAcknowledged("k", "s0", "text/plain", Buffer.buffer("v1"));
        assertThat(cache.lookup("k")).isNull();
    }

    @Test
    void writeStarted_updatePolicy_keepsServingTheEntryButStopsOverlappingFills() {
        cache.configure(new CacheSettings(true, 100, 1_000, Set.of(), CacheWritePolicy.UPDATE), true);
        fill("k", "v1");
        ReadCache.FillTicket overlapping = cache.startRead("k");
        cache.writeStarted("k");

        assertThat(cache.lookup("k").body().toString()).as("the write is not acknowledged yet").isEqualTo("v1");
        cache.writeAcknowledged("k", "s0", "text/plain", Buffer.buffer("v2"));
        cache.fill(overlapping, "s0", "text/plain", Buffer.buffer("v1-late"));
        assertThat(cache.lookup("k").body().toString()).isEqualTo("v2");
    }
}
