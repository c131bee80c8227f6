package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RouterTargetsTest {

    @Test
    void parse_commaSeparatedRouters_keepsOrderAndDealsUsersInTurn() {
        RouterTargets targets = RouterTargets.parse("hotshard.target",
                "http://127.0.0.1:8080, http://127.0.0.1:8081", false);

        assertThat(targets.urls()).containsExactly("http://127.0.0.1:8080", "http://127.0.0.1:8081");
        assertThat(targets.first()).isEqualTo("http://127.0.0.1:8080");
        Map<String, Integer> users = new HashMap<>();
        for (long user = 1; user <= 1_000; user++) {
            users.merge(targets.forUser(user), 1, Integer::sum);
        }
        assertThat(users).containsEntry("http://127.0.0.1:8080", 500).containsEntry("http://127.0.0.1:8081", 500);
        assertThat(targets.joined()).isEqualTo("http://127.0.0.1:8080,http://127.0.0.1:8081");
    }

    @Test
    void parse_oneRouter_isThatRouterForEveryUser() {
        RouterTargets targets = RouterTargets.parse("hotshard.target", "http://127.0.0.1:9000", false);

        assertThat(List.of(targets.forUser(0), targets.forUser(7), targets.forUser(-3)))
                .containsOnly("http://127.0.0.1:9000");
    }

    @Test
    void parse_repeatedRouter_failsNamingIt() {
        assertThatThrownBy(() -> RouterTargets.parse("hotshard.target", "http://127.0.0.1:1,http://127.0.0.1:1", false))
                .hasMessage("hotshard.target names router 'http://127.0.0.1:1' twice");
    }

    @Test
    void parse_emptyEntry_failsNamingTheList() {
        assertThatThrownBy(() -> RouterTargets.parse("hotshard.target", "http://127.0.0.1:1,,", false))
                .hasMessage("hotshard.target has an empty entry in 'http://127.0.0.1:1,,'");
    }

    @Test
    void parse_remoteRouterAmongLoopbackOnes_isRefused() {
        assertThatThrownBy(() -> RouterTargets.parse("hotshard.target", "http://127.0.0.1:1,http://example.com:80",
                false)).hasMessageContaining("'http://example.com:80' is not a loopback address");
    }

    @Test
    void parse_trailingSlashes_areDroppedAndAPathPrefixKept() {
        RouterTargets targets = RouterTargets.parse("hotshard.target",
                "http://127.0.0.1:8080/,http://127.0.0.1:8081/api//", false);

        assertThat(targets.urls()).containsExactly("http://127.0.0.1:8080", "http://127.0.0.1:8081/api");
    }

    @Test
    void parse_sameRouterWithAndWithoutSlash_failsAsRepeated() {
        assertThatThrownBy(() -> RouterTargets.parse("hotshard.target", "http://127.0.0.1:1,http://127.0.0.1:1/",
                false))
                .hasMessage("hotshard.target names router 'http://127.0.0.1:1' twice");
    }

    @Test
    void parse_urlWithQuery_isRefusedNamingIt() {
        assertThatThrownBy(() -> RouterTargets.parse("hotshard.target", "http://127.0.0.1:8080/?a=b", false))
                .hasMessage("hotshard.target must be a base URL without a query or fragment, like "
                        + "http://127.0.0.1:8080, but was 'http://127.0.0.1:8080/?a=b'");
    }

    @Test
    void settings_shardUrlWithTrailingSlash_reachesTheRunWithout() {
        SimProperties props = new SimProperties(Map.of("hotshard.target", "http://127.0.0.1:8080/",
                "hotshard.shardUrls", "shard-0=http://127.0.0.1:9000/"));

        SimulationSettings settings = SimulationSettings.from("T", props);

        assertThat(settings.targets().urls()).containsExactly("http://127.0.0.1:8080");
        assertThat(settings.shardUrls()).containsExactly(Map.entry("shard-0", "http://127.0.0.1:9000"));
    }

    @Test
    void settings_targetList_reachesTheRunAsTargets() {
        SimProperties props = new SimProperties(Map.of("hotshard.target", "http://127.0.0.1:8080,http://127.0.0.1:8081"));

        SimulationSettings settings = SimulationSettings.from("T", props);

        assertThat(settings.embedded()).isFalse();
        assertThat(settings.targets().urls()).hasSize(2);
        assertThat(settings.cluster().routers()).isEqualTo(1);
    }
}
