package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.Clocks;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The router's read cache in front of real shards: hits send nothing, writes invalidate, racy fills are skipped. */
final class CacheRoutingTest {

    private final AtomicLong nanos = new AtomicLong(1_000_000);
    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private void start(long serviceMicros) {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, serviceMicros), c -> c,
                new Clocks(System::currentTimeMillis, nanos::get));
        assertThat(cluster.mitigate("{\"cache\":{\"enabled\":true,\"ttlMillis\":1000}}").status()).isEqualTo(200);
    }

    @Test
    void get_afterFill_answeredFromCacheWithoutShardRequest() {
        start(0);
        cluster.call(HttpMethod.PUT, "/kv/k", "v1");
        TestHttp.Answer miss = cluster.get("/kv/k");
        long sentAfterMiss = cluster.router().metrics().totalSent();
        TestHttp.Answer hit = cluster.get("/kv/k");

        assertThat(miss.cache()).isEqualTo("miss");
        assertThat(hit.cache()).isEqualTo("hit");
        assertThat(hit.status()).isEqualTo(200);
        assertThat(hit.body()).isEqualTo("v1");
        assertThat(cluster.get("/kv/k").body()).as("an entry serves repeatedly").isEqualTo("v1");
        assertThat(cluster.router().metrics().totalSent()).as("no shard leg for a hit").isEqualTo(sentAfterMiss);
        MitigationCounts counts = cluster.counts();
        assertThat(counts.cache().hits()).isEqualTo(2);
        assertThat(counts.cache().misses()).isEqualTo(1);
        assertThat(counts.cache().fills()).isEqualTo(1);
        assertThat(counts.cache().entries()).isEqualTo(1);
        assertThat(cluster.router().metrics().responses()).containsEntry(200, 3L);
    }

    @Test
    void put_cachedKey_invalidatesSoNextGetSeesNewValue() {
        start(0);
        cluster.call(HttpMethod.PUT, "/kv/k", "v1");
        cluster.get("/kv/k");
        assertThat(cluster.get("/kv/k").cache()).isEqualTo("hit");

        cluster.call(HttpMethod.PUT, "/kv/k", "v2");
        TestHttp.Answer after = cluster.get("/kv/k");
        assertThat(after.cache()).isEqualTo("miss");
        assertThat(after.body()).isEqualTo("v2");
        cluster.call(HttpMethod.DELETE, "/kv/k", null);
        assertThat(cluster.get("/kv/k").status()).as("a delete invalidates too").isEqualTo(404);
        assertThat(cluster.counts().cache().invalidations()).as("two per write").isEqualTo(6);
        assertThat(cluster.get("/kv/k").cache()).as("a 404 is not cached").isEqualTo("miss");
    }

    @Test
    void put_updatePolicy_storesTheAcknowledgedValueSoTheNextGetHits() {
        start(0);
        assertThat(cluster.mitigate("{\"cache\":{\"writePolicy\":\"update\"}}").status()).isEqualTo(200);
        cluster.call(HttpMethod.PUT, "/kv/k", "v1");
        long sentAfterWrite = cluster.router().metrics().totalSent();

        TestHttp.Answer read = cluster.get("/kv/k");
        cluster.call(HttpMethod.PUT, "/kv/k", "v2");
        TestHttp.Answer reread = cluster.get("/kv/k");

        assertThat(read.cache()).isEqualTo("hit");
        assertThat(read.body()).isEqualTo("v1");
        assertThat(reread.cache()).isEqualTo("hit");
        assertThat(reread.body()).isEqualTo("v2");
        assertThat(cluster.router().metrics().totalSent()).as("only the second write reached a shard")
                .isEqualTo(sentAfterWrite + 1);
        cluster.call(HttpMethod.DELETE, "/kv/k", null);
        assertThat(cluster.get("/kv/k").status()).as("a delete still invalidates").isEqualTo(404);
    }

    @Test
    void get_afterTtl_missesAndRefills() {
        start(0);
        cluster.call(HttpMethod.PUT, "/kv/k", "v1");
        cluster.get("/kv/k");
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(999));
        assertThat(cluster.get("/kv/k").cache()).isEqualTo("hit");
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1));
        assertThat(cluster.get("/kv/k").cache()).isEqualTo("miss");
        assertThat(cluster.counts().cache().fills()).isEqualTo(2);
        assertThat(cluster.counts().cache().hitAgeP99Micros()).isBetween(998_000L, 1_000_000L);
    }

    @Test
    void get_overlappedByPut_doesNotFillTheOldValue() {
        start(300_000);
        cluster.call(HttpMethod.PUT, "/kv/k", "v1");
        Future<TestHttp.Answer> slowRead = cluster.http().get(cluster.router().port(), "/kv/k");
        Await.until("the read is in flight", () -> cluster.router().inFlight().values().stream()
                .mapToLong(Long::longValue).sum() == 1);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/k", "v2").status()).isEqualTo(200);
        assertThat(Await.result(slowRead).status()).isEqualTo(200);

        assertThat(cluster.counts().cache().racyFillsSkipped()).isEqualTo(1);
        assertThat(cluster.counts().cache().entries()).isZero();
        assertThat(cluster.get("/kv/k").body()).isEqualTo("v2");
        assertThat(cluster.get("/kv/k").cache()).isEqualTo("hit");
    }

    @Test
    void cacheKeys_listed_onlyThoseAreCached() {
        start(0);
        cluster.mitigate("{\"cache\":{\"keys\":[\"a\"]}}");
        cluster.call(HttpMethod.PUT, "/kv/a", "1");
        cluster.call(HttpMethod.PUT, "/kv/b", "2");
        cluster.get("/kv/a");
        cluster.get("/kv/b");
        assertThat(cluster.get("/kv/a").cache()).isEqualTo("hit");
        assertThat(cluster.get("/kv/b").cache()).isNull();
    }
}
