package io.hotshard.redisload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.hotshard.redis.RedisTools;
import io.hotshard.sim.SimProperties;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RedisRunTest {

    @TempDir
    Path runs;

    @Test
    void finish_hashTaggedKeysOnOneSlot_predictsMeasuresAndReconcilesTheHotShard() {
        assumeTrue(RedisTools.available(), "redis-server and redis-cli are not installed");
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0",
                "hotshard.redis.maxInFlight", "5000")));
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            keys.add(i % 2 == 0 ? "{user:42}:feed" + i : "key" + i);
        }
        RedisRunPlan plan = new RedisRunPlan("RedisRunTest", 1, settings, Map.of(), runs, keys.subList(0, 100), keys);
        RedisRun run = RedisRun.start(plan);
        List<CompletableFuture<String>> replies = new ArrayList<>();
        for (String key : keys) {
            replies.add(run.load().send(key));
        }
        replies.forEach(CompletableFuture::join);

        RedisRunSummary summary = run.finish();

        assertThat(summary.counts().sent()).isEqualTo(2000);
        assertThat(summary.counts().succeeded()).isEqualTo(2000);
        assertThat(summary.reconciliation().exact()).isTrue();
        RedisRunSummary.Shard hot = summary.hottest();
        assertThat(hot.predicted()).isEqualTo(hot.placed()).isGreaterThan(0.5);
        assertThat(hot.measured()).isEqualTo(hot.placed());
        assertThat(run.directory().resolve("redis-run.json")).exists();
        assertThat(run.directory().resolve("redis-nodes.csv")).content().startsWith("epoch_ms,port,role");
        assertThat(run.directory().resolve("redis-cluster")).doesNotExist();
    }
}
