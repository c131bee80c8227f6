package io.hotshard.router.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.HashPartitioner;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class RingPictureTest {

    private static final List<String> IDS = List.of("a", "b", "c");

    @Test
    void of_ringPartitioner_everyTokenInOrderWithItsOwner() {
        RouterState state = state(PartitionerSettings.of(PartitionerKind.RING));

        JsonObject picture = RingPicture.of(state);

        JsonArray tokens = picture.getJsonArray("tokens");
        assertThat(picture.getBoolean("sampled")).isFalse();
        assertThat(picture.getJsonArray("owners").getList()).containsExactlyElementsOf(IDS);
        assertThat(tokens).hasSize(300);
        double previous = -1;
        int[] perOwner = new int[IDS.size()];
        for (Object t : tokens) {
            JsonArray token = (JsonArray) t;
            double position = token.getDouble(0);
            assertThat(position).isBetween(0.0, 1.0).isGreaterThanOrEqualTo(previous);
            previous = position;
            perOwner[token.getInteger(1)]++;
        }
        assertThat(perOwner).containsExactly(100, 100, 100);
    }

    @Test
    void of_partitionerWithoutTokens_samplesOwnersOfEvenlySpacedHashes() {
        RouterState state = state(PartitionerSettings.of(PartitionerKind.MODULO));
        HashPartitioner modulo = (HashPartitioner) state.partitioner();

        JsonObject picture = RingPicture.of(state);

        JsonArray tokens = picture.getJsonArray("tokens");
        assertThat(picture.getBoolean("sampled")).isTrue();
        assertThat(tokens).hasSize(RingPicture.SAMPLE_POINTS);
        JsonArray first = tokens.getJsonArray(0);
        long hash = (long) ((0.5 / RingPicture.SAMPLE_POINTS) * 0x1p64 - 0x1p63) ^ Long.MIN_VALUE;
        assertThat(first.getDouble(0)).isCloseTo(0.5 / RingPicture.SAMPLE_POINTS, org.assertj.core.data.Offset.offset(1e-5));
        assertThat(IDS.get(first.getInteger(1))).isEqualTo(modulo.ownerOfHash(hash));
    }

    private static RouterState state(PartitionerSettings settings) {
        Partitioner partitioner = settings.create(IDS.stream().map(Node::of).toList());
        Map<String, Member> members = new LinkedHashMap<>();
        for (int i = 0; i < IDS.size(); i++) {
            members.put(IDS.get(i), new Member(new ShardSpec(IDS.get(i), ShardUrl.parse("http://127.0.0.1:" + (4000 + i)),
                    1.0), true));
        }
        return new RouterState(1, settings, partitioner, members);
    }
}
