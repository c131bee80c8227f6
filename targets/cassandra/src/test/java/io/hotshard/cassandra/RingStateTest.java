package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class RingStateTest {

    /** What a node's StorageService answers for a ring of three: .13 joining, .12 down. */
    private static final StorageServiceView STORAGE = new StorageServiceView() {
        @Override
        public void decommission(boolean force) {
            throw new UnsupportedOperationException("a ring read never decommissions");
        }

        @Override
        public String getOperationMode() {
            return "NORMAL";
        }

        @Override
        public List<String> getLiveNodesWithPort() {
            return List.of("127.0.0.11:7000", "127.0.0.13:7000");
        }

        @Override
        public List<String> getUnreachableNodesWithPort() {
            return List.of("127.0.0.12:7000");
        }

        @Override
        public List<String> getJoiningNodesWithPort() {
            return List.of("127.0.0.13:7000");
        }

        @Override
        public List<String> getLeavingNodesWithPort() {
            return List.of();
        }

        @Override
        public List<String> getMovingNodesWithPort() {
            return List.of();
        }

        @Override
        public Map<String, String> getLoadMapWithPort() {
            return Map.of("127.0.0.11:7000", "104.33 KiB", "127.0.0.12:7000", "98 KiB");
        }

        @Override
        public Map<String, String> getTokenToEndpointWithPortMap() {
            return Map.of("-6000000000000000000", "127.0.0.12:7000", "-100", "127.0.0.11:7000",
                    "4000000000000000000", "127.0.0.13:7000", "5000000000000000000", "127.0.0.11:7000");
        }

        @Override
        public Map<String, Float> getOwnershipWithPort() {
            return Map.of();
        }

        @Override
        public Map<String, Float> effectiveOwnershipWithPort(String keyspace) {
            return keyspace.equals("hotshard") ? Map.of("127.0.0.11:7000", 0.75f, "127.0.0.12:7000", 0.5f,
                    "127.0.0.13:7000", 0.75f) : Map.of();
        }
    };

    @Test
    void nodes_readOverJmx_showStateTokensLoadAndOwnershipAsNodetoolDoes() {
        List<NodeStatus> nodes = RingState.read(STORAGE, "hotshard").nodes();

        assertThat(nodes).containsExactly(new NodeStatus("127.0.0.11", "UN", 2, "104.33 KiB", 0.75),
                new NodeStatus("127.0.0.12", "DN", 1, "98 KiB", 0.5),
                new NodeStatus("127.0.0.13", "UJ", 1, "?", 0.75));
    }

    @Test
    void tokens_readOverJmx_groupedByAddressAsSignedNumbers() {
        assertThat(RingState.read(STORAGE, "hotshard").tokens()).containsExactly(
                Map.entry("127.0.0.11", List.of(-100L, 5_000_000_000_000_000_000L)),
                Map.entry("127.0.0.12", List.of(-6_000_000_000_000_000_000L)),
                Map.entry("127.0.0.13", List.of(4_000_000_000_000_000_000L)));
    }
}
