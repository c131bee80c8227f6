package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import io.hotshard.sim.SimProperties;
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
}
