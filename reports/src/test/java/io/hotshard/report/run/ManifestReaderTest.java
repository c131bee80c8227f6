package io.hotshard.report.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.runformat.ManifestHotKey;
import io.hotshard.runformat.RunManifest;
import org.junit.jupiter.api.Test;

final class ManifestReaderTest {

    private static final String SHARD = "{\"id\": \"shard-0\", \"concurrency\": 4, \"queueCapacity\": 64, "
            + "\"latency\": {\"model\": \"exponential\", \"meanMicros\": 2000}, \"slownessMultiplier\": 1.5}";

    private static String manifest(String shard, String extra) {
        return "{\"format\": 1, \"status\": \"complete\", \"simulation\": \"S\", \"startedAt\": "
                + "\"2026-11-29T18:00:00Z\", \"cluster\": {\"partitioner\": \"ring\", \"vnodes\": 100, "
                + "\"shards\": [" + shard + "]}" + extra + "}";
    }

    @Test
    void parse_minimalManifest_derivesMeanServiceFromModelAndSlowness() {
        RunManifest m = ManifestReader.parse(manifest(SHARD, ""));
        assertThat(m.shard("shard-0").orElseThrow().meanServiceMicros()).isEqualTo(3000);
        assertThat(m.cluster().settings()).containsEntry("vnodes", "100");
        assertThat(m.endedAt()).isEmpty();
        assertThat(m.seed()).isEmpty();
        assertThat(m.generator()).isEmpty();
    }

    @Test
    void parse_optionalSections_readsGeneratorAndMitigation() {
        RunManifest m = ManifestReader.parse(manifest(SHARD, ", \"generator\": {\"requests\": 120, \"hotKeys\": "
                + "[{\"key\": \"b\", \"share\": 0.1}, {\"key\": \"a\", \"share\": 0.3}]}, \"mitigation\": "
                + "{\"name\": \"cache\", \"cost\": {\"extraRequests\": 5, \"staleReads\": 7, \"memoryBytes\": 1024}}"));
        assertThat(m.generator().orElseThrow().requests()).isEqualTo(120);
        assertThat(m.generator().orElseThrow().hotKeys()).extracting(ManifestHotKey::key).containsExactly("a", "b");
        assertThat(m.mitigation().orElseThrow().cost()).containsEntry("staleReads", 7.0).containsEntry("memoryBytes", 1024.0);
    }

    @Test
    void parse_notJson_failsSayingSo() {
        assertThatThrownBy(() -> ManifestReader.parse("{\"format\": 1,")).hasMessageStartingWith("not valid JSON");
    }

    @Test
    void parse_zeroLatencyShard_keepsZeroMeanService() {
        RunManifest m = ManifestReader.parse(manifest(SHARD.replace("\"meanMicros\": 2000", "\"meanMicros\": 0"), ""));
        assertThat(m.shard("shard-0").orElseThrow().meanServiceMicros()).isZero();
    }

    @Test
    void parse_negativeMeanService_failsNamingFieldAndValue() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD.replace("\"meanMicros\": 2000",
                "\"meanMicros\": -5"), "")))
                .hasMessage("cluster.shards[0]: meanServiceMicros must be finite and >= 0 but was -7.5");
    }

    @Test
    void parse_zeroConcurrency_failsNamingFieldAndValue() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD.replace("\"concurrency\": 4",
                "\"concurrency\": 0"), "")))
                .hasMessage("cluster.shards[0]: concurrency must be >= 1 but was 0");
    }

    @Test
    void parse_unknownEventKind_failsListingTheKnownKinds() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD, ", \"events\": [{\"atMillis\": 1, "
                + "\"kind\": \"node-exploded\"}]")))
                .hasMessageStartingWith("events[0].kind: event kind must be one of node-added, node-removed")
                .hasMessageEndingWith("but was node-exploded");
    }

    @Test
    void parse_seedAsText_failsNamingTheType() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD, ", \"seed\": \"x\"")))
                .hasMessage("seed must be a whole number but was \"x\"");
    }

    @Test
    void parse_laterFormat_failsNamingIt() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD, "").replace("\"format\": 1", "\"format\": 2")))
                .hasMessage("format must be 1 but was 2");
    }

    @Test
    void parse_missingShards_failsNamingTheField() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD, "").replace("\"shards\": [" + SHARD + "]",
                "\"shards\": []"))).hasMessage("cluster.shards must list at least one shard but was empty");
    }

    @Test
    void parse_unknownStatus_failsListingTheKnownOnes() {
        assertThatThrownBy(() -> ManifestReader.parse(manifest(SHARD, "").replace("complete", "done")))
                .hasMessage("status must be one of running, complete, incomplete but was done");
    }
}
