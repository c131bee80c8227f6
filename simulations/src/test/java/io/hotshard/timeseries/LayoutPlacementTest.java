package io.hotshard.timeseries;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;

/** Each layout's keys placed by the ring core's partitioners, as the router places them. */
final class LayoutPlacementTest {

    private static final int SHARDS = 4;
    private static final int EVENTS = 40_000;
    private static final EventTimeline TIMELINE = new EventTimeline(TimeSeriesSettings.DEFAULT_ORIGIN_MICROS, 833, 6);

    @Test
    void range_increasingTimestamps_allLandOnTheLastShard() {
        TimeSeriesKeys keys = keys(TimeSeriesLayout.RANGE, SHARDS);
        Map<String, Long> placed = place(partitioner(keys), keys);

        assertThat(placed.getOrDefault("shard-3", 0L) / (double) EVENTS).isGreaterThan(0.9);
        assertThat(placed).containsOnlyKeys("shard-3");
    }

    @Test
    void saltedRange_increasingTimestamps_spreadEvenlyOverTheSaltsRanges() {
        TimeSeriesKeys keys = keys(TimeSeriesLayout.SALTED_RANGE, SHARDS);
        Map<String, Long> placed = place(partitioner(keys), keys);

        assertThat(placed).hasSize(SHARDS);
        long[] observed = placed.values().stream().mapToLong(Long::longValue).toArray();
        double[] expected = new double[SHARDS];
        Arrays.fill(expected, EVENTS / (double) SHARDS);
        assertThat(new ChiSquareTest().chiSquareTest(expected, observed)).isGreaterThan(1e-3);
    }

    @Test
    void hash_increasingTimestamps_spreadOverEveryShard() {
        TimeSeriesKeys keys = keys(TimeSeriesLayout.HASH, SHARDS);
        Map<String, Long> placed = place(partitioner(keys), keys);

        assertThat(placed).hasSize(SHARDS);
        long max = placed.values().stream().mapToLong(Long::longValue).max().orElseThrow();
        assertThat(max / (EVENTS / (double) SHARDS)).isLessThan(TimeSeriesClaim.SPREAD_BOUND);
    }

    @Test
    void windowPrefixes_owners_oneShardForRangesOnePerSaltAndEveryShardForHash() {
        long window = TIMELINE.windowOf(TIMELINE.timestampOf(10_000));

        assertThat(owners(keys(TimeSeriesLayout.RANGE, SHARDS), window)).containsExactly(List.of("shard-3"));
        List<List<String>> salted = owners(keys(TimeSeriesLayout.SALTED_RANGE, SHARDS), window);
        assertThat(salted).hasSize(SHARDS).allSatisfy(o -> assertThat(o).hasSize(1));
        Set<String> distinct = new HashSet<>();
        salted.forEach(distinct::addAll);
        assertThat(distinct).hasSize(SHARDS);
        assertThat(owners(keys(TimeSeriesLayout.HASH, SHARDS), window)).containsExactly(
                List.of("shard-0", "shard-1", "shard-2", "shard-3"));
    }

    @Test
    void windowPrefixes_saltedRange_everyEventOfTheWindowIsOnAnAskedShard() {
        TimeSeriesKeys keys = keys(TimeSeriesLayout.SALTED_RANGE, SHARDS);
        Partitioner p = partitioner(keys);
        long window = TIMELINE.windowOf(TIMELINE.timestampOf(10_000));
        List<String> prefixes = keys.windowPrefixes(window);
        for (long n = 0; n < 20_000; n++) {
            String key = keys.writeKey(n);
            if (TIMELINE.windowOf(TIMELINE.timestampOf(n)) == window) {
                String prefix = prefixes.stream().filter(key::startsWith).findFirst().orElseThrow();
                assertThat(p.ownersOfPrefix(prefix)).contains(p.ownerOf(key));
            }
        }
    }

    private static List<List<String>> owners(TimeSeriesKeys keys, long window) {
        Partitioner p = partitioner(keys);
        return keys.windowPrefixes(window).stream().map(p::ownersOfPrefix).toList();
    }

    private static TimeSeriesKeys keys(TimeSeriesLayout layout, int salts) {
        return new TimeSeriesKeys(layout, TIMELINE, new Salts(salts, 42));
    }

    private static Partitioner partitioner(TimeSeriesKeys keys) {
        PartitionerKind kind = PartitionerKind.byName(keys.layout().partitioner());
        return PartitionerConfig.defaults(Node.numbered("shard-", SHARDS)).withKind(kind)
                .withRangeBoundaries(keys.boundaries(SHARDS)).create();
    }

    private static Map<String, Long> place(Partitioner partitioner, TimeSeriesKeys keys) {
        Map<String, Long> counts = new TreeMap<>();
        for (long n = 0; n < EVENTS; n++) {
            counts.merge(partitioner.ownerOf(keys.writeKey(n)), 1L, Long::sum);
        }
        return counts;
    }
}
