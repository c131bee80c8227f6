package io.hotshard.cluster;

import io.hotshard.router.RouterServer;
import io.hotshard.router.membership.MembershipChange;
import io.hotshard.runformat.EventKind;
import io.hotshard.shard.ShardConfig;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The chaos operations of an {@link EmbeddedCluster}; each records its event once it has taken effect. */
final class Chaos {

    private static final long DRAIN_POLL_MILLIS = 20;
    private static final long DRAIN_SLACK_MILLIS = 1_000;

    private final EmbeddedCluster cluster;
    private final ClusterShards shards;
    private final ClusterEvents events;
    private final Map<String, Long> pauses = new ConcurrentHashMap<>();

    Chaos(EmbeddedCluster cluster, ClusterShards shards, ClusterEvents events) {
        this.cluster = cluster;
        this.shards = shards;
        this.events = events;
    }

    Future<MembershipChange> add(ShardConfig config, double weight) {
        RouterServer router = cluster.requireRouter();
        return shards.start(config, weight).compose(handle -> router.addNode(handle.spec())
                .onFailure(refused -> handle.server().stop().onComplete(stopped -> shards.forget(config.id())))
                .onSuccess(change -> events.emit(EventKind.NODE_ADDED, config.id(), moved(change)
                        .put("url", handle.url()).put("weight", weight))));
    }

    Future<MembershipChange> remove(String id) {
        return running(id).compose(handle -> remove(handle, id));
    }

    private Future<MembershipChange> remove(ShardHandle handle, String id) {
        long deadline = System.currentTimeMillis() + cluster.config().router().requestTimeoutMillis()
                + DRAIN_SLACK_MILLIS;
        return cluster.requireRouter().removeNode(id).compose(change -> drained(handle, deadline)
                .compose(drained -> handle.source().retire()
                        .compose(last -> handle.server().stop())
                        .map(stopped -> {
                            shards.forget(id);
                            events.emit(EventKind.NODE_REMOVED, id, moved(change).put("drained", drained));
                            return change;
                        })));
    }

    Future<Void> kill(String id) {
        return running(id).compose(handle -> handle.server().down()).onSuccess(done -> events.emit(EventKind.NODE_KILLED, id,
                new JsonObject().put("removeDownNodes", cluster.config().router().removeDownNodes())));
    }

    Future<Void> revive(String id) {
        return running(id).compose(handle -> handle.server().up()).<Void>mapEmpty().onSuccess(done -> events.emit(EventKind.NODE_UP, id,
                new JsonObject().put("action", "revived")));
    }

    Future<Void> pause(String id, Duration duration) {
        if (duration.isNegative()) {
            return Future.failedFuture(new IllegalArgumentException("pause must be >= 0 but was " + duration));
        }
        long generation = pauses.merge(id, 1L, Long::sum);
        return running(id).compose(handle -> handle.server().stall(duration)).onSuccess(done -> {
            events.emit(EventKind.NODE_PAUSED, id, new JsonObject().put("durationMillis", duration.toMillis()));
            cluster.vertx().setTimer(Math.max(1, duration.toMillis()), timer -> {
                if (pauses.get(id) == generation) {
                    events.emit(EventKind.NODE_RESUMED, id, new JsonObject().put("reason", "pause ended"));
                }
            });
        });
    }

    Future<Void> resume(String id) {
        pauses.merge(id, 1L, Long::sum);
        return running(id).compose(handle -> handle.server().stall(Duration.ZERO)).onSuccess(done -> events.emit(
                EventKind.NODE_RESUMED, id, new JsonObject().put("reason", "resumed")));
    }

    Future<Void> slow(String id, double multiplier) {
        return running(id).compose(handle -> handle.server().reconfigure(
                        new JsonObject().put("slownessMultiplier", multiplier))).<Void>mapEmpty().onSuccess(done -> events.emit(EventKind.CONFIG_CHANGED, id,
                        new JsonObject().put("slownessMultiplier", multiplier)));
    }

    /** Completes with true once neither the router nor the shard has a request in flight, false at the deadline. */
    private Future<Boolean> drained(ShardHandle handle, long deadlineMillis) {
        long atRouter = cluster.requireRouter().inFlight().getOrDefault(handle.server().id(), 0L);
        return handle.server().snapshot().compose(snapshot -> {
            if (atRouter == 0 && snapshot.saturation().inFlight() == 0) {
                return Future.succeededFuture(true);
            }
            if (System.currentTimeMillis() >= deadlineMillis) {
                return Future.succeededFuture(false);
            }
            Promise<Boolean> later = Promise.promise();
            cluster.vertx().setTimer(DRAIN_POLL_MILLIS, timer -> drained(handle, deadlineMillis).onComplete(later));
            return later.future();
        });
    }

    /** The running shard {@code id}, or a failed future naming the running ones. */
    private Future<ShardHandle> running(String id) {
        try {
            return Future.succeededFuture(shards.handle(id));
        } catch (IllegalArgumentException e) {
            return Future.failedFuture(e);
        }
    }

    private static JsonObject moved(MembershipChange change) {
        return new JsonObject().put("moved", change.moves().moved()).put("sample", change.moves().total());
    }
}
