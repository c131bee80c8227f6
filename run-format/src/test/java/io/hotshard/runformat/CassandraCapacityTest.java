package io.hotshard.runformat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

final class CassandraCapacityTest {

    private static final long CLIENT_REQUESTS = 20_000;

    @Test
    void of_nodesAndClientMeasured_givesEachNodesCostAndTheMachinesRate() {
        // 2 s of CPU over 10,000 served: 200 µs each, 10,000/s on 2 cores; 100 µs per client request.
        CassandraNodeCost hot = CassandraNodeCost.of("127.0.0.141", 2_000_000_000L, 10_000, CLIENT_REQUESTS, 2);
        CassandraNodeCost cold = CassandraNodeCost.of("127.0.0.142", 1_000_000_000L, 5_000, CLIENT_REQUESTS, 2);
        CassandraNodeCost third = CassandraNodeCost.of("127.0.0.143", 1_000_000_000L, 4_000, CLIENT_REQUESTS, 2);

        CassandraCapacity plan = CassandraCapacity.of(List.of(cold, hot, third), 2_000_000_000L, CLIENT_REQUESTS, 2);

        assertThat(hot.cpuSeconds()).isCloseTo(2.0, within(1e-9));
        assertThat(hot.cpuMicrosPerRequest()).isCloseTo(200.0, within(1e-9));
        assertThat(hot.servedPerSecond()).isCloseTo(10_000.0, within(1e-6));
        assertThat(hot.cpuMicrosPerClientRequest()).isCloseTo(100.0, within(1e-9));
        assertThat(hot.saturatesAtClientRequestsPerSecond()).isCloseTo(20_000.0, within(1e-6));
        assertThat(third.cpuMicrosPerRequest()).isCloseTo(250.0, within(1e-9));
        assertThat(plan.basis()).isEqualTo(CassandraCapacity.BASIS).contains("fixed part and a marginal cost");
        assertThat(plan.method()).isEqualTo(CostLine.AVERAGE);
        assertThat(plan.hottestNode()).isEqualTo("127.0.0.141");
        assertThat(plan.hottestNodeSaturatesAtClientRequestsPerSecond()).isCloseTo(20_000.0, within(1e-6));
        assertThat(plan.clientCpuMicrosPerRequest()).isCloseTo(100.0, within(1e-9));
        // 100 + 50 + 50 µs of the nodes and 100 µs of the client: 2 cores run out at 2e6 / 300 requests a second.
        assertThat(plan.clusterCpuMicrosPerRequest()).isCloseTo(300.0, within(1e-9));
        assertThat(plan.hottestNodeCpuShare()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isCloseTo(2e6 / 300, within(1e-6));
    }

    @Test
    void of_aNodesCpuNotRead_leavesItsFiguresAndTheMachinesRateUnmeasured() {
        CassandraNodeCost unread = CassandraNodeCost.of("127.0.0.142", -1, 5_000, CLIENT_REQUESTS, 2);
        CassandraNodeCost hot = CassandraNodeCost.of("127.0.0.141", 2_000_000_000L, 10_000, CLIENT_REQUESTS, 2);

        CassandraCapacity plan = CassandraCapacity.of(List.of(unread, hot), 2_000_000_000L, CLIENT_REQUESTS, 2);

        assertThat(unread.cpuMicrosPerRequest()).isEqualTo(-1);
        assertThat(unread.saturatesAtClientRequestsPerSecond()).isEqualTo(-1);
        assertThat(plan.hottestNode()).isEqualTo("127.0.0.141");
        assertThat(plan.clusterCpuMicrosPerRequest()).isEqualTo(-1);
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isEqualTo(-1);
    }

    @Test
    void of_nothingServed_leavesThePerRequestFiguresUnmeasured() {
        CassandraNodeCost idle = CassandraNodeCost.of("127.0.0.141", 1_000_000_000L, 0, 0, 2);

        CassandraCapacity plan = CassandraCapacity.of(List.of(idle), 1_000_000_000L, 0, 2);

        assertThat(idle.cpuSeconds()).isCloseTo(1.0, within(1e-9));
        assertThat(idle.cpuMicrosPerRequest()).isEqualTo(-1);
        assertThat(plan.hottestNode()).isEmpty();
        assertThat(plan.machineSaturatesAtClientRequestsPerSecond()).isEqualTo(-1);
    }
}
