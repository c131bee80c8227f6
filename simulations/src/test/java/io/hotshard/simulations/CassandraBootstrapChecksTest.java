package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cassandraload.CassandraBootstrap;
import io.hotshard.cassandraload.PhaseLatency;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class CassandraBootstrapChecksTest {

    private static final List<String> EVENTS = List.of("node-added 127.0.0.104", "note 127.0.0.104");

    private static CassandraBootstrap normal(double measured, double predicted) {
        return new CassandraBootstrap(CassandraBootstrap.NORMAL, "127.0.0.104", 3, 1.2, 52.8, 0.25, 0.242, 0.242,
                31_708, Map.of("127.0.0.101", 10_006L), 29_182, 76_678, 0.38, predicted, measured, 200,
                new PhaseLatency(72.8, 296.4, 223.6));
    }

    @Test
    void failedBootstrapChecks_shareWithinTolerance_none() {
        assertThat(CassandraHotKeySimulation.failedBootstrapChecks(normal(0.086, 0.093), EVENTS)).isEmpty();
    }

    @Test
    void failedBootstrapChecks_shareOffByMoreThanTheTolerance_theShareCheck() {
        assertThat(CassandraHotKeySimulation.failedBootstrapChecks(normal(0.15, 0.093), EVENTS)).singleElement()
                .asString().contains("share of local reads");
    }

    @Test
    void failedBootstrapChecks_stillJoining_theNormalCheck() {
        CassandraBootstrap joining = new CassandraBootstrap("still joining at the end", "127.0.0.104", 3, -1, -1, 0.25,
                -1, -1, -1, Map.of(), -1, -1, -1, -1, -1, -1, new PhaseLatency(-1, -1, -1));

        assertThat(CassandraHotKeySimulation.failedBootstrapChecks(joining, List.of("node-added 127.0.0.104")))
                .singleElement().asString().contains("became normal");
    }

    @Test
    void failedBootstrapChecks_noEndEvent_theEventCheck() {
        assertThat(CassandraHotKeySimulation.failedBootstrapChecks(normal(0.09, 0.093),
                List.of("node-added 127.0.0.104"))).singleElement().asString().contains("run.json");
    }
}
