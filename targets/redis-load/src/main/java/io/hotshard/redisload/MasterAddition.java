package io.hotshard.redisload;

import io.hotshard.redis.ClusterNode;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.NodeClient;
import io.hotshard.redis.RedisCluster;
import io.hotshard.redis.RedisTools;
import io.hotshard.redis.Resharder;
import io.hotshard.redis.SlotPlan;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RedisReshard;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Adds a master to the run's cluster and moves slots to it while the load runs: {@link RedisReshard#HOT} moves the
 * hot slot alone (a node of its own), {@link RedisReshard#EVEN} an even part of every master's slots with the hot slot
 * among them. The added node and the move are run events; what the run saw of it is a {@link ReshardSnapshot}.
 */
final class MasterAddition {

    private static final Duration ADD_TIMEOUT = Duration.ofSeconds(60);

    private MasterAddition() {
    }

    /** Adds the master and moves the slots; blocks the calling thread until they moved. */
    static ReshardSnapshot addAndMove(RedisRunParts run, String move) {
        RedisCluster cluster = run.cluster().require("add a master to");
        if (!move.equals(RedisReshard.HOT) && !move.equals(RedisReshard.EVEN)) {
            throw new IllegalArgumentException("move must be " + RedisReshard.HOT + " or " + RedisReshard.EVEN
                    + " but was " + move);
        }
        int hottestSlot = run.hottestSlot();
        long startMillis = System.currentTimeMillis();
        RedisLoadCounts before = run.load().counts();
        run.sampler().sampleNow();
        Map<Integer, Long> callsAtStart = run.sampler().callsByPort();
        try (Resharder resharder = new Resharder(cluster); NodeClient admin = new NodeClient("127.0.0.1",
                Duration.ofSeconds(2))) {
            ClusterNode added = resharder.addMaster(RedisTools.onPath(), ADD_TIMEOUT);
            long addMillis = System.currentTimeMillis() - startMillis;
            run.sampler().addNode(added.port());
            run.events().add("added master 127.0.0.1:" + added.port() + " in " + addMillis + " ms");
            run.recorder().recordEvent(EventKind.NODE_ADDED, "127.0.0.1:" + added.port(), new JsonObject()
                    .put("role", "master").put("move", move).put("addMillis", addMillis));
            ClusterTopology now = admin.topology(added.port());
            int hotFrom = now.slotOwnerPorts()[hottestSlot];
            List<Integer> slots = move.equals(RedisReshard.HOT) ? List.of(hottestSlot)
                    : SlotPlan.even(now, added.port(), hottestSlot);
            Resharder.MoveResult moved = resharder.move(slots, added.port());
            run.sampler().sampleNow();
            ClusterTopology after = admin.topology(added.port());
            run.load().placeSlots(after.slotOwnerPorts());
            RedisLoadCounts afterMove = run.load().counts();
            run.events().add("moved " + moved.slots() + (moved.slots() == 1 ? " slot" : " slots") + " with "
                    + moved.keys() + " keys to 127.0.0.1:" + added.port() + " in " + moved.millis()
                    + " ms (hot slot " + hottestSlot + " was on " + hotFrom + ")");
            run.recorder().recordEvent(EventKind.NOTE, "127.0.0.1:" + added.port(), new JsonObject()
                    .put("name", "slots moved").put("slots", moved.slots()).put("keys", moved.keys())
                    .put("moveMillis", moved.millis()).put("hotSlot", hottestSlot).put("hotSlotFrom", hotFrom));
            return new ReshardSnapshot(move, added.port(), startMillis - run.recordingStartedMillis(), addMillis,
                    moved.millis(), moved.slots(), moved.keys(), hottestSlot, hotFrom,
                    afterMove.failed() + afterMove.timedOut() - before.failed() - before.timedOut(), callsAtStart,
                    run.sampler().callsByPort(), afterMove.perSlot(), after);
        }
    }
}
