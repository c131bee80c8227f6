package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class NodetoolStatusTest {

    @Test
    void parse_vnodes_readsEveryNodeRowWithItsLoadOfTwoWords() {
        // Printed by nodetool status hotshard of Cassandra 5.0.9 (the header's trailing space included).
        String printed = """
                Datacenter: datacenter1
                =======================
                Status=Up/Down
                |/ State=Normal/Leaving/Joining/Moving
                --  Address     Load        Tokens  Owns (effective)  Host ID                               Rack\s
                UN  127.0.0.11  95.78 KiB   16      66.7%             738a9985-bec5-4a0a-82b0-e1877fc2f236  rack1
                DN  127.0.0.13  30.9 KiB    16      61.3%             32b62445-3bc1-4a79-bf53-79b33bf4831c  rack1
                UJ  127.0.0.12  112.87 KiB  16      ?                 96eea0d1-d027-4e85-af06-efff94bbe99b  rack1

                """;

        List<NodeStatus> nodes = NodetoolStatus.parse(printed);

        assertThat(nodes).hasSize(3);
        assertThat(nodes.get(0)).isEqualTo(new NodeStatus("127.0.0.11", "UN", 16, "95.78 KiB", 66.7 / 100));
        assertThat(nodes.get(1)).isEqualTo(new NodeStatus("127.0.0.13", "DN", 16, "30.9 KiB", 61.3 / 100));
        assertThat(nodes.get(2).address()).isEqualTo("127.0.0.12");
        assertThat(nodes.get(2).load()).isEqualTo("112.87 KiB");
        assertThat(nodes.get(2).owns()).isNaN();
    }

    @Test
    void parse_oneTokenPerNode_readsTheTokenColumnLayout() {
        // nodetool's layout when every node has one token: a Token column after the host id, no Tokens column.
        String printed = """
                --  Address     Load       Owns (effective)  Host ID                               Token                                    Rack\s
                UN  127.0.0.11  81.2 KiB   100.0%            738a9985-bec5-4a0a-82b0-e1877fc2f236  -4611686018427387904                     rack1
                """;

        assertThat(NodetoolStatus.parse(printed)).containsExactly(
                new NodeStatus("127.0.0.11", "UN", 1, "81.2 KiB", 1.0));
    }
}
