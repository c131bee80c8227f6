package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNodeCost;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class NodeCostsTest {

    /** No one-second points: every cost is the average over the run. */
    private static final CpuSeries NO_POINTS = CpuSeries.of(List.of(), List.of());

    /** A node's sample at {@code millis}: its running totals of local reads and writes and of CPU nanoseconds. */
    private static CassandraNodeSample sample(String address, long millis, long reads, long writes, long cpuNanos) {
        return new CassandraNodeSample(millis, address, reads, writes, reads, writes, 0, 0, 0, 0, 0, 0, cpuNanos);
    }

    /** Totals from a series of samples: the first is the baseline, as the sampler takes it. */
    private static NodeTotals series(CassandraNodeSample... samples) {
        NodeTotals totals = NodeTotals.of(samples[0]);
        for (int i = 1; i < samples.length; i++) {
            totals = totals.with(samples[i]);
        }
        return totals;
    }

    @Test
    void capacity_sampleSeries_countsFromTheBaselineToTheLastSample() {
        Map<String, NodeTotals> totals = new LinkedHashMap<>();
        // Before the baseline the node had served 500 and used 30 s of CPU (its start and the preload): not counted.
        totals.put("127.0.0.142", series(sample("127.0.0.142", 0, 400, 100, 30_000_000_000L),
                sample("127.0.0.142", 1_000, 2_000, 300, 30_500_000_000L),
                sample("127.0.0.142", 2_000, 4_150, 350, 31_000_000_000L)));
        totals.put("127.0.0.141", series(sample("127.0.0.141", 0, 0, 0, 40_000_000_000L),
                sample("127.0.0.141", 1_000, 5_000, 500, 41_000_000_000L),
                sample("127.0.0.141", 2_000, 9_000, 1_000, 42_000_000_000L)));

        CassandraCapacity plan = NodeCosts.capacity(totals, NO_POINTS, 3_000_000_000L, 15_000, 2);

        CassandraNodeCost hot = plan.nodes().get(0);
        CassandraNodeCost cold = plan.nodes().get(1);
        assertThat(plan.nodes()).extracting(CassandraNodeCost::address).containsExactly("127.0.0.141", "127.0.0.142");
        assertThat(hot.served()).isEqualTo(10_000);
        assertThat(hot.cpuMicrosPerRequest()).isCloseTo(200.0, within(1e-9));
        assertThat(cold.served()).isEqualTo(4_000);
        assertThat(cold.cpuMicrosPerRequest()).isCloseTo(250.0, within(1e-9));
        assertThat(plan.hottestNode()).isEqualTo("127.0.0.141");
        // 2 s of the hot node's CPU over 15,000 client requests: 133.3 µs each; 2 cores at 15,000 requests a second.
        assertThat(plan.hottestNodeSaturatesAtClientRequestsPerSecond()).isCloseTo(15_000.0, within(1e-6));
        // Nodes 3 s and client 3 s over 15,000 requests: 400 µs each; 2 cores at 5,000 requests a second.
        assertThat(plan.clusterCpuMicrosPerRequest()).isCloseTo(400.0, within(1e-9));
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isCloseTo(5_000.0, within(1e-6));
    }

    @Test
    void capacity_nodeWithoutProcessCpu_isNotMeasured() {
        Map<String, NodeTotals> totals = Map.of("127.0.0.141", series(sample("127.0.0.141", 0, 0, 0, -1),
                sample("127.0.0.141", 1_000, 100, 0, -1)));

        CassandraCapacity plan = NodeCosts.capacity(totals, NO_POINTS, 1_000_000_000L, 100, 2);

        assertThat(plan.nodes().get(0).cpuMicrosPerRequest()).isEqualTo(-1);
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isEqualTo(-1);
    }

    @Test
    void capacity_linesWhoseFixedPartsTakeEveryCore_plansFromTheAverages() {
        Map<String, NodeTotals> totals = new LinkedHashMap<>();
        totals.put("127.0.0.141", series(sample("127.0.0.141", 0, 0, 0, 0),
                sample("127.0.0.141", 20_000, 20_000, 0, 20_000_000_000L)));
        // Twenty seconds from 100 to 2,000 requests a second on a line of 2.5 cores + 10 µs a request: trusted, but
        // its fixed part alone is more than the 2 cores.
        List<double[]> points = new ArrayList<>();
        for (int second = 0; second < 20; second++) {
            double rate = 100 + 100 * second;
            points.add(new double[] {rate, 2.5 + rate * 10e-6});
        }
        CpuSeries lines = new CpuSeries(Map.of("127.0.0.141", points), points);

        CassandraCapacity plan = NodeCosts.capacity(totals, lines, 2_000_000_000L, 20_000, 2);

        assertThat(plan.method()).isEqualTo("average");
        assertThat(plan.fixedCores()).isZero();
        // Averages: the node 1 s of CPU per 1,000 requests, the client 100 µs: 1,100 µs, so 2 cores at 1,818/s.
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isCloseTo(2e6 / 1_100, within(1e-6));
    }
}
