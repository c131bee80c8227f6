package io.hotshard.redis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class ClusterTopologyTest {

    private static final String NODES = String.join("\n",
            "e7d1 127.0.0.1:7001@17001 master - 0 1700000000000 2 connected 5461-10922",
            "a1b2 127.0.0.1:7000@17000 myself,master - 0 1700000000000 1 connected 0-5460 [5461->-e7d1]",
            "c3d4 127.0.0.1:7002@17002 master,fail - 1700000000000 1700000000000 3 disconnected 10923-16383",
            "f5f6 127.0.0.1:7003@17003 slave c3d4 0 1700000000000 3 connected", "");

    @Test
    void parse_clusterNodesReply_ordersByPortAndReadsRolesAndSlots() {
        ClusterTopology topology = ClusterTopology.parse(NODES);

        assertThat(topology.nodes()).extracting(ClusterNode::port).containsExactly(7000, 7001, 7002, 7003);
        assertThat(topology.masters()).extracting(ClusterNode::id).containsExactly("a1b2", "e7d1", "c3d4");
        assertThat(topology.replicas()).singleElement().satisfies(r -> assertThat(r.masterId()).isEqualTo("c3d4"));
        assertThat(topology.byPort(7002)).get().matches(ClusterNode::failing).matches(n -> !n.connected());
        assertThat(topology.byPort(7000).orElseThrow().slots()).hasToString("[0-5460]");
        assertThat(topology.coveredSlots()).isEqualTo(16384);
        int[] owners = topology.slotOwnerPorts();
        assertThat(new int[] {owners[0], owners[5460], owners[5461], owners[16383]})
                .containsExactly(7000, 7000, 7001, 7002);
    }

    @Test
    void sample_twoInfoReplies_givesMainLoopUtilisationAndCountedCalls() {
        NodeInfo first = NodeInfo.parse("# Server\r\nrole:master\r\nused_cpu_sys_main_thread:1.000000\r\n"
                + "used_cpu_user_main_thread:2.000000\r\ncmdstat_get:calls=100,usec=200,usec_per_call=0.50\r\n"
                + "cmdstat_info:calls=7,usec=150,usec_per_call=10.00\r\n");
        NodeInfo second = NodeInfo.parse("role:slave\r\nused_cpu_sys_main_thread:1.250000\r\n"
                + "used_cpu_user_main_thread:2.250000\r\ncmdstat_get:calls=400,usec=150200,usec_per_call=0.50\r\n"
                + "master_link_status:up\r\n");

        NodeSample a = NodeSample.of(1_000, 7000, first, java.util.Set.of("get"));
        NodeSample b = NodeSample.of(2_000, 7000, second, java.util.Set.of("get"));

        assertThat(b.utilisationSince(a)).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(b.calls() - a.calls()).isEqualTo(300);
        assertThat(b.role()).isEqualTo("replica");
        assertThat(b.commandBusySince(a)).isCloseTo(0.15, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(b.csv(a)).isEqualTo("2000,7000,replica,0,400,3.500000,0.5000,150200,0.1500,0,up,");
    }

    @Test
    void sample_writesCountedOnMasters_countsAReplicasReplicatedSetsAsBusyButNotAsCalls() {
        NodeInfo master = NodeInfo.parse("role:master\r\ncmdstat_get:calls=100,usec=100,usec_per_call=1.00\r\n"
                + "cmdstat_set:calls=40,usec=80,usec_per_call=2.00\r\n");
        NodeInfo replica = NodeInfo.parse("role:slave\r\ncmdstat_get:calls=10,usec=10,usec_per_call=1.00\r\n"
                + "cmdstat_set:calls=40,usec=80,usec_per_call=2.00\r\n");
        CountedCommands counted = new CountedCommands(java.util.Set.of("get"), java.util.Set.of("set"));

        NodeSample onMaster = NodeSample.of(1_000, 7000, master, counted);
        NodeSample onReplica = NodeSample.of(1_000, 7003, replica, counted);

        assertThat(onMaster.calls()).isEqualTo(140);
        assertThat(onMaster.commandMicros()).isEqualTo(180);
        assertThat(onReplica.calls()).isEqualTo(10);
        assertThat(onReplica.commandMicros()).isEqualTo(90);
    }
}
