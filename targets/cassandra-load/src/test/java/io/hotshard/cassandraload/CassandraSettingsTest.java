package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import io.hotshard.storeload.SimProperties;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class CassandraSettingsTest {

    @Test
    void from_nothingGiven_threeNodesRfOneAtLocalOne() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of()));

        assertThat(settings.target()).isEmpty();
        assertThat(settings.nodes()).isEqualTo(3);
        assertThat(settings.rf()).isEqualTo(1);
        assertThat(settings.consistency()).isEqualTo(DefaultConsistencyLevel.LOCAL_ONE);
        assertThat(settings.contactAddress()).isEqualTo("127.0.0.11");
    }

    @Test
    void from_loopbackTarget_isReachedThere() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of("hotshard.target",
                "cassandra://127.0.0.21:9043")));

        assertThat(settings.contactAddress()).isEqualTo("127.0.0.21");
        assertThat(settings.contactPort()).isEqualTo(9043);
    }

    @Test
    void from_targetOffLoopback_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.target",
                "cassandra://10.0.0.5:9042")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.target: target must be on loopback (cassandra://127.0.0.N:PORT) but was"
                        + " cassandra://10.0.0.5:9042");
    }

    @Test
    void from_targetOfAnotherScheme_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.target",
                "http://127.0.0.1:9042")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.target").hasMessageContaining("http://127.0.0.1:9042");
    }

    @Test
    void from_unknownConsistency_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.cl",
                "SOME")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("hotshard.cassandra.cl must be one of [").hasMessageContaining("'SOME'");
    }

    @Test
    void from_rfAboveNodes_isRefused() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.nodes", "2",
                "hotshard.cassandra.rf", "3")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.rf");
    }

    @Test
    void from_baseAddressOffLoopback_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.baseAddress",
                "192.168.1.1")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("192.168.1.1");
    }

    @Test
    void from_addNodeAt_isReadAsADuration() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of(
                "hotshard.cassandra.addNodeAt", "20s")));

        assertThat(settings.chaos().addNodeAt()).contains(java.time.Duration.ofSeconds(20));
    }

    @Test
    void from_addNodeAtNotADuration_isRefusedNamingIt() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.addNodeAt",
                "soon")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.addNodeAt").hasMessageContaining("soon");
    }

    @Test
    void from_addNodeAtWithTarget_isRefusedNamingBoth() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.addNodeAt",
                "5s", "hotshard.target", "cassandra://127.0.0.21:9042")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.addNodeAt").hasMessageContaining("hotshard.target");
    }

    @Test
    void from_addNodeAtWithNoAddressLeft_isRefusedNamingTheBase() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.addNodeAt",
                "5s", "hotshard.cassandra.baseAddress", "127.0.0.252")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("127.0.0.252").hasMessageContaining("4 node(s)");
    }

    @Test
    void from_killAtWithTarget_isRefusedNamingBoth() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.killAt",
                "5s", "hotshard.target", "cassandra://127.0.0.21:9042")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.killAt").hasMessageContaining("hotshard.target");
    }

    @Test
    void from_pauseForBelowATenthOfASecond_isRefusedNamingIt() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.pauseAt",
                "5s", "hotshard.cassandra.pauseFor", "10ms")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.pauseFor").hasMessageContaining("10ms");
    }

    @Test
    void from_chaosNodeOffLoopback_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.chaosNode",
                "10.1.1.1")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hotshard.cassandra.chaosNode").hasMessageContaining("10.1.1.1");
    }

    @Test
    void from_pauseAt_readWithItsDuration() {
        CassandraSettings settings = CassandraSettings.from(new SimProperties(Map.of("hotshard.cassandra.pauseAt",
                "5s", "hotshard.cassandra.pauseFor", "3s")));

        assertThat(settings.chaos().pauseAt()).contains(java.time.Duration.ofSeconds(5));
        assertThat(settings.chaos().pauseFor()).isEqualTo(java.time.Duration.ofSeconds(3));
        assertThat(settings.chaos().actsOnANode()).isTrue();
    }
}
