package io.hotshard.router.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.router.core.EveryLoop;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpMethod;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

final class MigrationGateTest {

    private static final Partitioner BASE = PartitionerConfig.defaults("s0", "s1", "s2").create();
    private static final ShardSpec NEW_NODE = ShardSpec.of("s3", "http://127.0.0.1:9003");

    private final StagedNode staged = new StagedNode(NEW_NODE, BASE, BASE.withNode(NEW_NODE.node()));
    private final MigrationProgress progress = new MigrationProgress(1, MigrationRequest.of(NEW_NODE), () -> 0);
    private final KeyLedger ledger = new KeyLedger(staged, progress);
    private final MigrationGate writes = new MigrationGate(new EveryLoop(2));
    private final Map<String, List<Promise<Integer>>> sent = new LinkedHashMap<>();
    private final String moving = IntStream.range(0, 1_000).mapToObj(i -> "key" + i)
            .filter(k -> staged.moveTarget(k) != null).findFirst().orElseThrow();
    private final String staying = IntStream.range(0, 1_000).mapToObj(i -> "key" + i)
            .filter(k -> staged.moveTarget(k) == null).findFirst().orElseThrow();

    @Test
    void send_noMigration_onlyOwner() {
        Future<Integer> answer = send(stagedState(), moving, HttpMethod.PUT);

        assertThat(sent).containsOnlyKeys(BASE.ownerOf(moving));
        answerFrom(BASE.ownerOf(moving), 201);
        assertThat(answer.result()).isEqualTo(201);
    }

    @Test
    void send_writeOfMovingKey_bothOwnersAnsweredByOldOwnerOnceBothDone() {
        writes.mirror(ledger);

        Future<Integer> answer = send(stagedState(), moving, HttpMethod.PUT);
        answerFrom(BASE.ownerOf(moving), 201);

        assertThat(sent).containsOnlyKeys(BASE.ownerOf(moving), "s3");
        assertThat(answer.isComplete()).as("answered before the new owner's leg").isFalse();
        answerFrom("s3", 200);
        assertThat(answer.result()).isEqualTo(201);
        assertThat(progress.dualWrites.get()).isEqualTo(1);
        assertThat(ledger.dirty(moving)).isFalse();
        assertThat(ledger.moved()).containsExactly(moving);
    }

    @Test
    void send_readOrStayingKey_onlyOwner() {
        writes.mirror(ledger);

        send(stagedState(), moving, HttpMethod.GET);
        send(stagedState(), staying, HttpMethod.DELETE);

        assertThat(sent).containsOnlyKeys(BASE.ownerOf(moving), BASE.ownerOf(staying));
        assertThat(sent.values().stream().mapToInt(List::size).sum()).isEqualTo(2);
        assertThat(progress.dualWrites.get()).isZero();
    }

    @Test
    void send_newOwnerLegFails_ownerAnswersAndKeyIsDirty() {
        writes.mirror(ledger);

        Future<Integer> answer = send(stagedState(), moving, HttpMethod.DELETE);
        answerFrom(BASE.ownerOf(moving), 200);
        sent.get("s3").get(0).fail(new IllegalStateException("refused"));

        assertThat(answer.result()).isEqualTo(200);
        assertThat(progress.dualWriteFailures.get()).isEqualTo(1);
        assertThat(ledger.dirty(moving)).isTrue();
    }

    @Test
    void send_stateBeforeStagingOrAfterCutover_noDualWrite() {
        writes.mirror(ledger);
        RouterState unstaged = state(BASE, false);
        RouterState switched = state(staged.next(), true);

        send(unstaged, moving, HttpMethod.PUT);
        send(switched, moving, HttpMethod.PUT);

        assertThat(sent).containsOnlyKeys(BASE.ownerOf(moving), "s3");
        assertThat(sent.get("s3")).as("the new owner's only request is the one routed to it").hasSize(1);
        assertThat(progress.dualWrites.get()).isZero();
        assertThat(ledger.touched(moving)).as("written after cutover").isTrue();
    }

    @Test
    void drainEarlier_requestsBeforeAndAfter_waitsForEarlierOnly() {
        send(stagedState(), staying, HttpMethod.GET);
        send(stagedState(), staying, HttpMethod.GET);

        Future<Void> drained = writes.drainEarlier();
        send(stagedState(), staying, HttpMethod.GET);
        List<Promise<Integer>> legs = sent.get(BASE.ownerOf(staying));
        legs.get(0).complete(200);
        legs.get(2).complete(200);

        assertThat(drained.isComplete()).isFalse();
        legs.get(1).complete(200);
        assertThat(drained.succeeded()).isTrue();
        assertThat(writes.drainEarlier().succeeded()).as("nothing in flight").isTrue();
    }

    @Test
    void drainEarlier_requestsOnTwoLoops_waitsForBoth() {
        send(stagedState(), staying, HttpMethod.GET);
        send(1, stagedState(), staying, HttpMethod.GET);

        Future<Void> drained = writes.drainEarlier();
        List<Promise<Integer>> legs = sent.get(BASE.ownerOf(staying));
        legs.get(0).complete(200);

        assertThat(drained.isComplete()).as("loop 1 still has one in flight").isFalse();
        legs.get(1).complete(200);
        assertThat(drained.succeeded()).isTrue();
    }

    @Test
    void ownerOnly_mirroringOrNot_onlyMirroredWritesDuringAMigrationTakeTheGate() {
        MigrationGate.Door door = writes.door(0);
        assertThat(door.ownerOnly(true)).as("no migration").isTrue();

        writes.mirror(ledger);

        assertThat(door.ownerOnly(true)).isFalse();
        assertThat(door.ownerOnly(false)).isTrue();
        writes.stopMirroring();
        assertThat(door.ownerOnly(true)).isTrue();
    }

    @Test
    void drainEarlier_requestEnteredWithoutTheGate_waitsForItsLeave() {
        MigrationGate.Door door = writes.door(1);
        long before = door.enter();

        Future<Void> drained = writes.drainEarlier();
        long after = door.enter();
        door.leave(after);

        assertThat(drained.isComplete()).as("the request entered before is in flight").isFalse();
        door.leave(before);
        assertThat(drained.succeeded()).isTrue();
    }

    private Future<Integer> send(RouterState state, String key, HttpMethod method) {
        return send(0, state, key, method);
    }

    private Future<Integer> send(int loop, RouterState state, String key, HttpMethod method) {
        return writes.door(loop).send(state, key, state.partitioner().ownerOf(key), method != HttpMethod.GET, Integer::intValue,
                shard -> {
            Promise<Integer> leg = Promise.promise();
            sent.computeIfAbsent(shard, id -> new ArrayList<>()).add(leg);
            return leg.future();
        });
    }

    private void answerFrom(String shard, int status) {
        sent.get(shard).forEach(leg -> leg.tryComplete(status));
    }

    private RouterState stagedState() {
        return state(BASE, true);
    }

    private static RouterState state(Partitioner partitioner, boolean withNewNode) {
        Map<String, Member> members = new LinkedHashMap<>();
        for (String id : List.of("s0", "s1", "s2")) {
            members.put(id, new Member(ShardSpec.of(id, "http://127.0.0.1:900" + id.charAt(1)), true));
        }
        if (withNewNode) {
            members.put("s3", new Member(NEW_NODE, true));
        }
        return new RouterState(1, PartitionerSettings.defaults(), partitioner, members);
    }
}
