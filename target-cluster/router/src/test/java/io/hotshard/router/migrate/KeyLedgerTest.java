package io.hotshard.router.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

final class KeyLedgerTest {

    private static final Partitioner BASE = PartitionerConfig.defaults("s0", "s1", "s2").create();
    private static final ShardSpec NEW_NODE = ShardSpec.of("s3", "http://127.0.0.1:9003");

    private static final RouterState STAGED_STATE = stagedState();

    private final StagedNode staged = new StagedNode(NEW_NODE, BASE, BASE.withNode(NEW_NODE.node()));
    private final MigrationProgress progress = new MigrationProgress(1, MigrationRequest.of(NEW_NODE), () -> 0);
    private final KeyLedger ledger = new KeyLedger(staged, progress);
    private final String key = IntStream.range(0, 1_000).mapToObj(i -> "key" + i)
            .filter(k -> staged.moveTarget(k) != null).findFirst().orElseThrow();

    @Test
    void copyStarted_dualWriteAlreadyInFlight_keyIsDirty() {
        ledger.written(STAGED_STATE, key, "s3");

        ledger.copyStarted(key);

        assertThat(ledger.dirty(key)).isTrue();
    }

    @Test
    void written_whileWatched_dirtyAndAfterUnwatch_notAgain() {
        ledger.copyStarted(key);
        ledger.written(STAGED_STATE, key, "s3");
        ledger.dualWritten(key, true);
        ledger.unwatch(key);
        assertThat(ledger.takeRetries()).containsExactly(key);

        ledger.written(STAGED_STATE, key, "s3");
        ledger.dualWritten(key, true);

        assertThat(ledger.dirty(key)).isFalse();
        ledger.copyStarted(key);
        assertThat(ledger.dirty(key)).as("no dual write in flight any more").isFalse();
    }

    @Test
    void copied_dualWrittenKeyCopiedAfterAll_countedToMoveAndCopiedOnce() {
        ledger.written(STAGED_STATE, key, "s3");
        ledger.dualWritten(key, true);
        assertThat(ledger.listed(key)).isFalse();

        ledger.copied(key);
        ledger.copied(key);

        assertThat(progress.keysToMove.get()).isEqualTo(1);
        assertThat(progress.keysCopied.get()).isEqualTo(1);
    }

    @Test
    void listed_dualWrittenBefore_notCountedToMove() {
        ledger.written(STAGED_STATE, key, "s3");
        ledger.dualWritten(key, true);

        assertThat(ledger.listed(key)).isFalse();
        assertThat(progress.keysToMove.get()).isZero();
        assertThat(ledger.moved()).containsExactly(key);
    }

    @Test
    void gone_listedThenDeletedBeforeCopy_noLongerToMove() {
        assertThat(ledger.listed(key)).isTrue();
        assertThat(progress.keysToMove.get()).isEqualTo(1);

        ledger.gone(key);
        ledger.gone(key);

        assertThat(progress.keysToMove.get()).isZero();
        assertThat(progress.toJson().getLong("lagKeys")).isZero();
    }

    @Test
    void copied_twice_countedOnce() {
        ledger.listed(key);

        ledger.copied(key);
        ledger.copied(key);

        assertThat(progress.keysCopied.get()).isEqualTo(1);
        assertThat(progress.toJson().getLong("lagKeys")).isZero();
    }

    private static RouterState stagedState() {
        Map<String, Member> members = new LinkedHashMap<>();
        for (int i = 0; i < 3; i++) {
            members.put("s" + i, new Member(ShardSpec.of("s" + i, "http://127.0.0.1:900" + i), true));
        }
        members.put("s3", new Member(NEW_NODE, true));
        return new RouterState(1, PartitionerSettings.defaults(), BASE, members);
    }
}
