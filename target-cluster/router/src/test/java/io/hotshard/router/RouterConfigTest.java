package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.hotshard.router.data.FanOutPolicy;
import io.hotshard.router.mitigate.MitigationSettings;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class RouterConfigTest {

    private static final RouterConfig BASE = RouterConfig.defaults(Map.of("s0", "http://127.0.0.1:9001"));

    static Stream<Arguments> badConfigs() {
        return Stream.of(
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withClient(0, 8),
                        "requestTimeoutMillis must be in [1, 3600000] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withClient(100, 0),
                        "poolSizePerShard must be in [1, 4096] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withHealth(5, 100, DownOn.REFUSED, false),
                        "healthCheckIntervalMillis (0 disables probes) must be in [10, 3600000] but was 5"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withHealth(50, 0, DownOn.REFUSED, false),
                        "healthTimeoutMillis must be in [1, 3600000] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withListen("127.0.0.1", 70_000),
                        "port must be in [0, 65535] but was 70000"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withEventLoops(0),
                        "eventLoops must be in [1, 256] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withEdges(c.edges().withMaxShardAnswerBytes(512)),
                        "maxShardAnswerBytes must be in [1024, 1073741824] but was 512"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withEdges(c.edges().withMaxShardAnswerBytes(4_096)),
                        "maxShardAnswerBytes must be at least maxValueBytes (1048576), so that a stored value can be"
                                + " read back, but was 4096"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withEdges(c.edges().withMaxPipelinedRequests(0)),
                        "maxPipelinedRequests must be in [1, 1024] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withEdges(c.edges().withMaxRelayConnections(0)),
                        "maxRelayConnections must be in [1, 4096] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withSamples(0, 10),
                        "moveSampleKeys must be in [1, 10000000] but was 0"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withShards(List.of(
                        ShardSpec.of("a", "http://127.0.0.1:1"), ShardSpec.of("a", "http://127.0.0.1:2"))),
                        "duplicate shard id 'a' in shards"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withShards(List.of(
                        ShardSpec.of("a", "http://127.0.0.1:1"), ShardSpec.of("b", "http://127.0.0.1:1/"))),
                        "duplicate shard url http://127.0.0.1:1/ (shard b)"),
                Arguments.of((UnaryOperator<RouterConfig>) c -> c.withShards(List.of(
                        ShardSpec.of("a", "http://192.168.1.5:80"))),
                        "url http://192.168.1.5:80 of shard a is not a loopback address; start the router with"
                                + " allowRemoteShards=true to allow remote shards"));
    }

    @ParameterizedTest
    @MethodSource("badConfigs")
    void config_badValue_failsWithMessageCarryingIt(UnaryOperator<RouterConfig> change, String message) {
        assertThatThrownBy(() -> change.apply(BASE)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void config_remoteShardWhenAllowed_accepted() {
        RouterConfig config = BASE.withAllowRemoteShards(true)
                .withShards(List.of(ShardSpec.of("a", "http://shard-a.internal:8080")));
        assertThat(config.shards().get(0).url().host()).isEqualTo("shard-a.internal");
    }

    @Test
    void template_noShards_holdsTheDefaultsAndCannotServe() {
        RouterConfig template = RouterConfig.template();
        assertThat(template.shards()).isEmpty();
        assertThat(template.toBuilder().shards(BASE.shards()).build()).isEqualTo(BASE);
        io.vertx.core.Vertx vertx = io.vertx.core.Vertx.vertx();
        try {
            assertThatThrownBy(() -> new RouterServer(vertx, template)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("a router needs at least one shard but its configuration has none");
        } finally {
            vertx.close();
        }
    }

    @Test
    void vertxOptions_anyLoopCount_aThreadPerLoopAndNoFewerThanTheDefault() {
        int fewest = io.vertx.core.VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE;
        assertThat(RouterServer.vertxOptions(1).getEventLoopPoolSize()).isEqualTo(fewest);
        assertThat(RouterServer.vertxOptions(fewest + 3).getEventLoopPoolSize()).isEqualTo(fewest + 3);
        assertThat(RouterConfig.template().eventLoops()).isEqualTo(RouterConfig.defaultEventLoops());
    }

    @Test
    void defaults_noOverrides_documentedValues() {
        assertThat(BASE.partitioner()).isEqualTo(new PartitionerSettings(PartitionerKind.RING, HashAlgorithm.SHA256,
                100, 0.25));
        assertThat(BASE.requestTimeoutMillis()).isEqualTo(1_000);
        assertThat(BASE.downOn()).isEqualTo(DownOn.REFUSED);
        assertThat(BASE.removeDownNodes()).isFalse();
        assertThat(BASE.allowRemoteShards()).isFalse();
        assertThat(BASE.moveSampleKeys()).isEqualTo(10_000);
        assertThat(BASE.shareSampleKeys()).isEqualTo(100_000);
        assertThat(BASE.edges()).isEqualTo(new EdgeLimits(16 << 20, 16, 64));
    }

    @Test
    void shardUrl_variants_parsedOrRefusedWithMessage() {
        assertThat(ShardUrl.parse("http://127.0.0.1:8080")).extracting(ShardUrl::host, ShardUrl::port)
                .containsExactly("127.0.0.1", 8080);
        assertThat(ShardUrl.parse("http://[::1]:81/").host()).isEqualTo("::1");
        for (String bad : List.of("ftp://127.0.0.1:21", "http://127.0.0.1", "http://127.0.0.1:80/kv",
                "http://127.0.0.1:80?x=1", "http://u@127.0.0.1:80", "127.0.0.1:80", "http://:80", "")) {
            assertThatThrownBy(() -> ShardUrl.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("url must").hasMessageContaining(bad);
        }
    }

    @Test
    void shardUrl_loopbackDetection_literalsOnlyWithoutLookup() {
        assertThat(Stream.of("http://127.0.0.1:1", "http://127.3.2.1:1", "http://localhost:1", "http://[::1]:1")
                .map(ShardUrl::parse).allMatch(ShardUrl::isLoopback)).isTrue();
        assertThat(Stream.of("http://10.0.0.1:1", "http://[2001:db8::1]:1", "http://example.org:1")
                .map(ShardUrl::parse).noneMatch(ShardUrl::isLoopback)).isTrue();
    }

    @Test
    void partitionerSettings_patch_changesGivenFieldsAndRefusesUnknown() {
        PartitionerSettings patched = PartitionerSettings.defaults()
                .patched(new JsonObject().put("partitioner", "BOUNDED").put("epsilon", 0.5));
        assertThat(patched).isEqualTo(new PartitionerSettings(PartitionerKind.BOUNDED, HashAlgorithm.SHA256, 100, 0.5));
        assertThatThrownBy(() -> PartitionerSettings.defaults().patched(new JsonObject().put("kind", "ring")))
                .hasMessage("unknown field 'kind'; known: [epsilon, hash, partitioner, vnodes]");
        assertThatThrownBy(() -> PartitionerSettings.defaults().patched(new JsonObject().put("vnodes", 1.5)))
                .hasMessage("vnodes must be an integer but was 1.5");
    }

    @Test
    void registries_unknownName_listKnownNames() {
        assertThatThrownBy(() -> DownOn.byName("slow")).hasMessage("unknown downOn 'slow'; known: refused, timeout");
        assertThat(DownOn.byName(" Timeout ")).isEqualTo(DownOn.TIMEOUT);
        assertThatThrownBy(() -> FanOutPolicy.byName(null)).hasMessage("unknown policy 'null'; known: all, partial");
    }

    @Test
    void withMitigations_keepsOtherFieldsAndDefaultsAreAllOff() {
        RouterConfig base = RouterConfig.defaults(Map.of("s0", "http://127.0.0.1:9000"));
        MitigationSettings cached = MitigationSettings.defaults().patched(
                new JsonObject("{\"cache\":{\"enabled\":true}}"));

        assertThat(base.mitigations()).isEqualTo(MitigationSettings.defaults());
        RouterConfig changed = base.withMitigations(cached).withClient(50, 2);
        assertThat(changed.mitigations()).isEqualTo(cached);
        assertThat(changed.requestTimeoutMillis()).isEqualTo(50);
    }

    @Test
    void withMitigations_pinToUnconfiguredShard_failsNamingIt() {
        RouterConfig base = RouterConfig.defaults(Map.of("s0", "http://127.0.0.1:9000"));
        MitigationSettings pinned = MitigationSettings.defaults().patched(
                new JsonObject("{\"split\":{\"pins\":{\"k\":\"x\"}}}"));
        assertThatThrownBy(() -> base.withMitigations(pinned))
                .hasMessage("split.pins['k'] must name a known shard but was 'x'; shards are [s0]");
    }
}
