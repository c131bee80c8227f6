package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

final class CassandraLayoutTest {

    private static final Path DIR = Path.of("/tmp/c");

    @Test
    void addresses_threeNodesFromDotEleven_followOnAndEachHasItsJmxPortAndDirectory() {
        CassandraLayout layout = new CassandraLayout(3, 16, TokenMode.ALLOCATE, 3, "127.0.0.11", 512, DIR);

        assertThat(layout.addresses()).containsExactly("127.0.0.11", "127.0.0.12", "127.0.0.13");
        assertThat(layout.jmxPort(0)).isEqualTo(7111);
        assertThat(layout.jmxPort(2)).isEqualTo(7113);
        assertThat(layout.nodeDir(1)).isEqualTo(DIR.resolve("127.0.0.12"));
        assertThat(layout.memoryNeededMb()).isEqualTo(3 * (512 + 512));
    }

    @Test
    void new_baseAddressOffLoopback_failsNamingIt() {
        assertThatThrownBy(() -> new CassandraLayout(3, 16, TokenMode.RANDOM, 3, "10.0.0.11", 512, DIR))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("base address must be an IPv4 address in 127.0.0.0/8 (loopback) but was '10.0.0.11'");
    }

    @Test
    void new_nodesPastTheLastAddress_failsNamingTheRoomLeft() {
        assertThatThrownBy(() -> new CassandraLayout(3, 16, TokenMode.RANDOM, 3, "127.0.0.253", 512, DIR))
                .hasMessage("base address 127.0.0.253 leaves no room for 3 node(s): the last part must stay within"
                        + " [1, 254]");
    }

    @Test
    void new_noNodes_failsNamingTheValue() {
        assertThatThrownBy(() -> new CassandraLayout(0, 16, TokenMode.RANDOM, 1, "127.0.0.11", 512, DIR))
                .hasMessage("nodes must be >= 1 but was 0");
    }

    @Test
    void new_rfAboveTheNodeCount_failsNamingBoth() {
        assertThatThrownBy(() -> new CassandraLayout(2, 16, TokenMode.RANDOM, 3, "127.0.0.11", 512, DIR))
                .hasMessage("rf must be within [1, 2] (the node count) but was 3");
    }

    @Test
    void defaultRf_fewerNodesThanThree_isTheNodeCount() {
        assertThat(CassandraLayout.defaultRf(1)).isEqualTo(1);
        assertThat(CassandraLayout.defaultRf(2)).isEqualTo(2);
        assertThat(CassandraLayout.defaultRf(6)).isEqualTo(3);
    }

    @Test
    void parseHeap_megabytesAndGigabytes_inMebibytes() {
        assertThat(CassandraLayout.parseHeap("512m")).isEqualTo(512);
        assertThat(CassandraLayout.parseHeap("2G")).isEqualTo(2048);
        assertThatThrownBy(() -> CassandraLayout.parseHeap("512"))
                .hasMessage("heap must be a number and m or g (512m, 1g) but was '512'");
    }

    @Test
    void defaultDir_offLoopback_fails() {
        assertThat(CassandraLayout.defaultDir("127.0.0.11").getFileName().toString())
                .isEqualTo("hotshard-cassandra-127.0.0.11");
        assertThatThrownBy(() -> CassandraLayout.defaultDir("192.168.1.5"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void withNodes_oneMore_theNextAddressWithItsJmxPortAndDirectory() {
        CassandraLayout grown = new CassandraLayout(3, 16, TokenMode.ALLOCATE, 1, "127.0.0.11", 512, DIR).withNodes(4);

        assertThat(grown.address(3)).isEqualTo("127.0.0.14");
        assertThat(grown.jmxPort(3)).isEqualTo(7114);
        assertThat(grown.nodeDir(3)).isEqualTo(DIR.resolve("127.0.0.14"));
        assertThat(grown.numTokens()).isEqualTo(16);
    }
}
