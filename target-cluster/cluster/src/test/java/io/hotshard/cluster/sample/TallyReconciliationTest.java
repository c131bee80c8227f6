package io.hotshard.cluster.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.metrics.Percentiles;
import io.hotshard.metrics.SaturationSnapshot;
import io.hotshard.recording.Reconciliation;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.metrics.ShardCounts;
import io.hotshard.shard.ShardIntervals;
import io.hotshard.shard.ShardSample;
import io.hotshard.shard.ShardSnapshot;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class TallyReconciliationTest {

    @Test
    void of_shardServedAfterItsLastSampleThenDied_countsThoseAnswersFromTheRouter() {
        RouterTally router = new RouterTally(null);
        ShardTally killed = new ShardTally("shard-1", null);
        // Last sample of the first process: 100 arrived, 90 served, 10 in flight.
        killed.row(0, shard(100, 90));
        // It then took 30 more and served 25 of them and the 10 in flight before it was killed; 5 died with it.
        // The router wrote 2 more on a pooled connection the kill had broken, and failed 3 legs it could not send.
        // The restarted process served 40.
        router.row(0, router("shard-1", 172, 3, 90 + 35 + 40, 5 + 2));
        killed.row(1, shard(40, 40));

        Reconciliation r = Reconcile.of(router, List.of(killed));

        assertThat(r.answeredUnsampled()).isEqualTo(35);
        assertThat(r.shardCompleted()).isEqualTo(165);
        assertThat(r.routerFailures()).isEqualTo(3 + 7);
        assertThat(r.matches()).as(r.toJson().encode()).isTrue();
    }

    @Test
    void of_answersBeyondTheShardsCountsWithoutARestart_doNotMatch() {
        RouterTally router = new RouterTally(null);
        ShardTally live = new ShardTally("shard-0", null);
        live.row(0, shard(100, 100));
        router.row(0, router("shard-0", 120, 0, 120, 0));

        Reconciliation r = Reconcile.of(router, List.of(live));

        assertThat(r.answeredUnsampled()).isZero();
        assertThat(r.matches()).as("20 sent legs neither arrived nor failed").isFalse();
    }

    @Test
    void of_shardUnreadableAtTheEnd_countsItsLastInFlightAsDiedAndItsLaterAnswersFromTheRouter() {
        RouterTally router = new RouterTally(null);
        ShardTally gone = new ShardTally("shard-2", null);
        gone.row(0, shard(50, 45));
        router.row(0, router("shard-2", 60, 0, 52, 8));
        gone.missingRow(1);

        Reconciliation r = Reconcile.of(router, List.of(gone));

        assertThat(r.diedInFlight()).isEqualTo(5);
        assertThat(r.answeredUnsampled()).isEqualTo(7);
        assertThat(r.matches()).as(r.toJson().encode()).isTrue();
    }

    private static ShardSample shard(long arrivals, long completions) {
        SaturationSnapshot s = new SaturationSnapshot(arrivals, completions, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0.0);
        ShardSnapshot snapshot = new ShardSnapshot("s", 0, true, false, 2, 8, s, Percentiles.EMPTY,
                Percentiles.EMPTY, Percentiles.EMPTY);
        return new ShardSample(snapshot, new ShardIntervals(LatencyRecorder.newHistogram(),
                LatencyRecorder.newHistogram(), LatencyRecorder.newHistogram()));
    }

    /** A router that wrote {@code sent} legs to {@code shardId} and could not send {@code notSent}. */
    private static RouterSample router(String shardId, long sent, long notSent, long answered2xx, long broken) {
        ShardCounts counters = new ShardCounts(sent, notSent, answered2xx, 0, 0, 0, notSent, broken, 0, 0, 0, 0,
                Percentiles.EMPTY);
        Map<String, ShardCounts> shards = Map.of(shardId, counters);
        RouterMetricsSnapshot metrics = new RouterMetricsSnapshot(0, sent + notSent, sent + notSent, 0,
                notSent + broken, 0, notSent, broken, 0, 0, Map.of(), Percentiles.EMPTY, Percentiles.EMPTY, shards);
        return new RouterSample(metrics, Optional.empty());
    }
}
