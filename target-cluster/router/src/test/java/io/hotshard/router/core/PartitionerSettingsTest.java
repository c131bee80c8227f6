package io.hotshard.router.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.RangePartitioner;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

final class PartitionerSettingsTest {

    private static final List<Node> NODES = Node.numbered("s", 3);

    @Test
    void create_rangeWithBoundaries_usesThem() {
        PartitionerSettings settings = PartitionerSettings.of(PartitionerKind.RANGE).withRangeBoundaries(List.of("b", "c"));

        RangePartitioner range = (RangePartitioner) settings.create(NODES);

        assertThat(range.boundaries()).containsExactly("b", "c");
        assertThat(range.ownerOf("b:1")).isEqualTo("s1");
    }

    @Test
    void create_boundariesOfAnotherKind_areIgnoredUntilTheKindIsRange() {
        PartitionerSettings ring = PartitionerSettings.defaults().withRangeBoundaries(List.of("b", "c"));

        assertThat(ring.create(NODES).name()).isEqualTo("ring");
        assertThat(ring.patched(new JsonObject().put("partitioner", "range")).create(NODES).ownerOf("b:1"))
                .isEqualTo("s1");
    }

    @Test
    void toConfig_boundariesNotOneFewerThanNodes_failsNamingThem() {
        PartitionerSettings settings = PartitionerSettings.of(PartitionerKind.RANGE).withRangeBoundaries(List.of("b"));

        assertThatThrownBy(() -> settings.toConfig(NODES))
                .hasMessage("rangeBoundaries must have nodes - 1 = 2 entries but had 1: [b]");
    }
}
