package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.hotshard.cli.inject.ImageLayout;
import io.hotshard.cluster.ClusterConfig;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class SwarmStackTest {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final TypeReference<Map<String, Object>> TREE = new TypeReference<>() {
    };

    private static Topology topology(int shards) {
        return new Topology(ClusterConfig.defaults(shards).withPorts(18080, 19000), 1, 0, "hotshard:latest");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> section(Map<String, Object> map, String key) {
        return (Map<String, Object>) map.get(key);
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Map<String, Object> map, String key) {
        return (List<String>) map.get(key);
    }

    @Test
    void compose_twoRouters_routerServicesOnDistinctPortsJoinedInOneGroup() throws Exception {
        Topology two = new Topology(ClusterConfig.defaults(3).withPorts(18080, 19000), 2, 0, "hotshard:latest");
        Map<String, Object> host = section(YAML.readValue(YamlFiles.text("h", new SwarmStack("hotshard", two,
                NetworkMode.HOST).compose()), TREE), "services");
        Map<String, Object> overlay = section(YAML.readValue(YamlFiles.text("h", new SwarmStack("hotshard", two,
                NetworkMode.OVERLAY).compose()), TREE), "services");

        assertThat(host).containsOnlyKeys("shard-0", "shard-1", "shard-2", "router-0", "router-1");
        for (int i = 0; i < 2; i++) {
            assertThat(strings(section(host, "router-" + i), "command"))
                    .startsWith("router", "--host", "127.0.0.1", "--port", Integer.toString(18080 + i))
                    .containsSubsequence("--cluster-port", Integer.toString(5701 + i), "--cluster-member",
                            "127.0.0.1:5701,127.0.0.1:5702");
            assertThat(strings(section(section(host, "router-" + i), "healthcheck"), "test"))
                    .contains("http://127.0.0.1:" + (18080 + i) + "/health");
            assertThat(strings(section(overlay, "router-" + i), "command"))
                    .containsSubsequence("--cluster-port", Integer.toString(5701 + i), "--cluster-member",
                            "router-0:5701,router-1:5702", "--cluster-host", "0.0.0.0", "--cluster-public-host",
                            "router-" + i, "--admin-token-file");
        }
        assertThat(two.routerUrls("127.0.0.1")).containsExactly("http://127.0.0.1:18080", "http://127.0.0.1:18081");
        assertThatThrownBy(() -> new Topology(ClusterConfig.defaults(3).withPorts(18999, 19000), 2, 0, "hotshard:x"))
                .hasMessageStartingWith("router ports 18999..19000 collide with the shard ports 19000..19002");
    }

    @Test
    void compose_hostNetwork_oneServicePerShardWithFixedIdPortAndHealthCheck() throws Exception {
        SwarmStack stack = new SwarmStack("hotshard", topology(3), NetworkMode.HOST);

        Map<String, Object> compose = YAML.readValue(YamlFiles.text("header", stack.compose()), TREE);

        assertThat(compose.get("version")).isEqualTo("3.8");
        assertThat(section(compose, "services")).containsOnlyKeys("shard-0", "shard-1", "shard-2", "router");
        for (int i = 0; i < 3; i++) {
            Map<String, Object> shard = section(section(compose, "services"), "shard-" + i);
            List<String> command = strings(shard, "command");
            assertThat(command).startsWith("shard", "--host", "127.0.0.1", "--port", Integer.toString(19000 + i),
                    "--id", "shard-" + i);
            assertThat(shard.get("image")).isEqualTo("hotshard:latest");
            assertThat(strings(shard, "networks")).containsExactly("hostnet");
            assertThat(strings(section(shard, "healthcheck"), "test")).startsWith("CMD", ImageLayout.LOADER)
                    .endsWith("health", "--url", "http://127.0.0.1:" + (19000 + i) + "/health", "--timeout", "2s");
            assertThat(section(section(shard, "deploy"), "restart_policy")).containsEntry("condition", "any");
        }
        List<String> router = strings(section(section(compose, "services"), "router"), "command");
        assertThat(router).startsWith("router", "--host", "127.0.0.1", "--port", "18080")
                .containsSubsequence("--shard", "shard-0=http://127.0.0.1:19000", "--shard",
                        "shard-1=http://127.0.0.1:19001", "--shard", "shard-2=http://127.0.0.1:19002")
                .doesNotContain("--allow-remote-shards");
        assertThat(section(section(compose, "networks"), "hostnet")).containsEntry("external", true)
                .containsEntry("name", "host");
        assertThat(stack.services().stream().map(stack::serviceName))
                .containsExactly("hotshard_shard-0", "hotshard_shard-1", "hotshard_shard-2", "hotshard_router");
    }

    @Test
    void compose_overlayNetwork_servicesByNameWithPublishedPorts() throws Exception {
        SwarmStack stack = new SwarmStack("hs", topology(2), NetworkMode.OVERLAY);

        Map<String, Object> compose = YAML.readValue(YamlFiles.text("", stack.compose()), TREE);

        Map<String, Object> shard = section(section(compose, "services"), "shard-1");
        assertThat(strings(shard, "command")).startsWith("shard", "--host", "0.0.0.0", "--port", "19001");
        assertThat((List<?>) shard.get("ports")).singleElement()
                .isEqualTo(Map.of("target", 19001, "published", 19001, "protocol", "tcp", "mode", "ingress"));
        assertThat(strings(section(section(compose, "services"), "router"), "command"))
                .contains("shard-0=http://shard-0:19000", "shard-1=http://shard-1:19001", "--allow-remote-shards");
        assertThat(section(section(compose, "networks"), "hotshard")).containsEntry("driver", "overlay");
        assertThat(strings(shard, "command")).endsWith("--admin-token-file", "/run/secrets/hotshard_admin_token");
        assertThat(strings(shard, "secrets")).containsExactly("hotshard_admin_token");
        assertThat(section(section(compose, "secrets"), "hotshard_admin_token")).containsEntry("external", true);
    }

    @Test
    void yamlText_numbersInCommands_stayStrings() throws Exception {
        String text = YamlFiles.text("a header\n\nline", new SwarmStack("hotshard", topology(1), NetworkMode.HOST)
                .compose());

        assertThat(text).startsWith("# a header\n#\n# line\n");
        assertThat(text).contains("- \"19000\"");
    }

    @Test
    void stack_badNameOrInjectors_failNamingTheValue() {
        assertThatThrownBy(() -> new SwarmStack("Hot Shard", topology(1), NetworkMode.HOST))
                .hasMessage("--stack must match [a-z0-9][a-z0-9_-]{0,31} but was 'Hot Shard'");
        Topology withInjectors = new Topology(ClusterConfig.defaults(1).withPorts(18080, 19000), 1, 2, "hotshard:latest");
        assertThatThrownBy(() -> new SwarmStack("hotshard", withInjectors, NetworkMode.HOST))
                .hasMessageStartingWith("--injectors 2 needs a host run directory (--run-dir)");
    }

    @Test
    void stack_twoInjectors_oneServiceEachRunsOnceAgainstTheRoutersIntoTheBindMount() throws Exception {
        Topology topology = new Topology(ClusterConfig.defaults(2).withPorts(18080, 19000), 2, 2, "hotshard:latest");
        InjectorLoad load = new InjectorLoad("Zipfian", 101, java.time.Duration.ofSeconds(10), 7,
                java.nio.file.Path.of("/tmp/run-1"));
        SwarmStack stack = new SwarmStack("hs", topology, NetworkMode.HOST, load);
        Map<String, Object> services = section(YAML.readValue(YamlFiles.text("h", stack.compose()), TREE), "services");

        assertThat(stack.services()).endsWith("injector-0", "injector-1");
        for (int i = 0; i < 2; i++) {
            Map<String, Object> injector = section(services, "injector-" + i);
            assertThat(strings(injector, "command")).containsExactly("injector", "--index", Integer.toString(i),
                    "--of", "2", "--simulation", "io.hotshard.simulations.ZipfianSimulation", "--target",
                    "http://127.0.0.1:18080,http://127.0.0.1:18081", "--run-dir", "/hotshard-run", "--time-limit", "190s",
                    "-Dhotshard.duration=10000ms", "-Dhotshard.rate=101", "-Dhotshard.seed=7");
            assertThat(section(section(injector, "deploy"), "restart_policy")).containsEntry("condition", "none");
            assertThat((List<?>) injector.get("volumes")).singleElement().isEqualTo(Map.of("type", "bind",
                    "source", "/tmp/run-1", "target", "/hotshard-run"));
            assertThat(strings(injector, "networks")).containsExactly("hostnet");
        }
    }
}
