package io.hotshard.router.mitigate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class MitigationSettingsTest {

    private static final String DEFAULTS = """
            {"cache":{"enabled":false,"maxEntries":10000,"ttlMillis":1000,"keys":[],"writePolicy":"invalidate"},
             "salting":{"enabled":false,"keys":[],"salts":4,"readMode":"merge","seed":1},
             "split":{"enabled":false,"pins":{}},
             "replicas":{"enabled":false,"keys":[],"replicas":3},
             "bounded":{"enabled":false,"epsilon":0.25},
             "hedging":{"enabled":false,"delayMillis":0,"percentile":95.0,"singleKey":true,"fanOut":true},
             "detection":{"windowMillis":10000,"topK":32},
             "adaptive":{"enabled":false,"mitigation":"salting","hotPerSecond":200.0,"coolPerSecond":100.0}}""";

    @Test
    void toJson_defaults_everyMitigationOffWithDocumentedKnobs() {
        assertThat(MitigationSettings.defaults().toJson()).isEqualTo(new JsonObject(DEFAULTS));
    }

    @Test
    void patched_partialBlocks_mergeOverCurrentAndKeepTheRest() {
        MitigationSettings base = MitigationSettings.defaults().patched(new JsonObject(
                "{\"salting\":{\"keys\":[\"a\",\"b\"],\"salts\":8}}"));
        MitigationSettings next = base.patched(new JsonObject("{\"salting\":{\"enabled\":true},"
                + "\"split\":{\"enabled\":true,\"pins\":{\"hot\":\"s9\"}},\"hedging\":{\"delayMillis\":5}}"));

        assertThat(next.salting()).isEqualTo(new SaltingSettings(true, java.util.Set.of("a", "b"), 8,
                ReadMode.MERGE, 1));
        assertThat(next.salting().keys()).containsExactly("a", "b");
        assertThat(next.split().pins()).containsEntry("hot", "s9");
        assertThat(next.hedging().delayMillis()).isEqualTo(5);
        assertThat(next.cache()).isEqualTo(CacheSettings.defaults());
        assertThat(MitigationSettings.defaults().patched(next.toJson())).isEqualTo(next);
    }

    @Test
    void patched_keyList_replacesTheWholeList() {
        MitigationSettings base = MitigationSettings.defaults().patched(new JsonObject(
                "{\"replicas\":{\"keys\":[\"a\",\"b\"]}}"));
        assertThat(base.patched(new JsonObject("{\"replicas\":{\"keys\":[\"c\"]}}")).replicas().keys())
                .containsExactly("c");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"salting\":{\"salts\":1}}|salting.salts must be in [2, 64] but was 1",
        "{\"cache\":{\"ttlMillis\":0}}|cache.ttlMillis must be in [1, 86400000] but was 0",
        "{\"cache\":{\"maxEntries\":2.5}}|cache.maxEntries must be an integer but was 2.5",
        "{\"cache\":{\"enabled\":\"yes\"}}|cache.enabled must be true or false but was yes",
        "{\"cache\":{\"size\":3}}|unknown field 'cache.size'; known: [enabled, keys, maxEntries, ttlMillis,"
                + " writePolicy]",
        "{\"cache\":{\"writePolicy\":\"later\"}}|cache.writePolicy must be one of [invalidate, update] but was later",
        "{\"caching\":{}}|unknown field 'caching'; known: [adaptive, bounded, cache, detection, hedging,"
                + " replicas, salting, split]",
        "{\"salting\":{\"readMode\":\"all\"}}|salting.readMode must be one of [merge, one] but was all",
        "{\"salting\":{\"keys\":[1]}}|salting.keys must hold strings but held 1",
        "{\"replicas\":{\"replicas\":17}}|replicas.replicas must be in [2, 16] but was 17",
        "{\"bounded\":{\"epsilon\":0}}|bounded.epsilon must be in (0, 100] but was 0.0",
        "{\"hedging\":{\"percentile\":100}}|hedging.percentile must be in [1, 99.99] but was 100",
        "{\"detection\":{\"windowMillis\":50}}|detection.windowMillis must be in [100, 3600000] but was 50",
        "{\"adaptive\":{\"mitigation\":\"shard\"}}|adaptive.mitigation must be one of cache, salting, split,"
                + " replicas but was shard",
        "{\"adaptive\":{\"mitigation\":\"split\"}}|adaptive.splitShard must name a shard when"
                + " adaptive.mitigation is split but was missing",
        "{\"adaptive\":{\"coolPerSecond\":300}}|adaptive.coolPerSecond must be in [0, hotPerSecond = 200.0]"
                + " but was 300.0",
        "{\"split\":{\"pins\":{\"k\":3}}}|split.pins['k'] must be a shard id but was 3",
        "{\"split\":[]}|split must be a JSON object but was []"
    })
    void patched_badValue_failsNamingFieldAndValue(String patch, String message) {
        assertThatThrownBy(() -> MitigationSettings.defaults().patched(new JsonObject(patch)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void requireKnownShards_pinToUnknownShard_failsListingShards() {
        MitigationSettings pinned = MitigationSettings.defaults().patched(new JsonObject(
                "{\"split\":{\"pins\":{\"hot\":\"s7\"}}}"));
        assertThatThrownBy(() -> pinned.requireKnownShards(List.of("s1", "s0")))
                .hasMessage("split.pins['hot'] must name a known shard but was 's7'; shards are [s0, s1]");
        pinned.requireKnownShards(List.of("s7"));
    }

    @Test
    void adaptiveSplit_withShard_roundTripsSplitShard() {
        MitigationSettings split = MitigationSettings.defaults().patched(new JsonObject(
                "{\"adaptive\":{\"mitigation\":\"split\",\"splitShard\":\"d0\"}}"));
        assertThat(split.toJson().getJsonObject("adaptive").getString("splitShard")).isEqualTo("d0");
        assertThatThrownBy(() -> split.requireKnownShards(List.of("s0")))
                .hasMessageStartingWith("adaptive.splitShard must name a known shard but was 'd0'");
    }
}
