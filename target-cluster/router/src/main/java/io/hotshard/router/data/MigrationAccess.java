package io.hotshard.router.data;

import io.hotshard.http.KeyPaths;
import io.hotshard.router.client.ShardClient;
import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.Membership;
import io.hotshard.router.migrate.ClusterAccess;
import io.hotshard.router.migrate.KeyPage;
import io.hotshard.router.migrate.ShardAnswer;
import io.hotshard.router.migrate.StagedNode;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The router as a migration sees it: membership steps through {@link Membership}, data requests through the
 * {@link ShardDispatcher} (so they are counted like clients' requests), key listings and health checks over a
 * separate admin client (they cost the shards no service time and are no data requests).
 */
public final class MigrationAccess implements ClusterAccess {

    private final Membership membership;
    private final ShardDispatcher dispatcher;
    private final ShardClient admin;

    public MigrationAccess(Membership membership, ShardDispatcher dispatcher, ShardClient admin) {
        this.membership = membership;
        this.dispatcher = dispatcher;
        this.admin = admin;
    }

    @Override
    public RouterState current() {
        return membership.current();
    }

    @Override
    public Future<StagedNode> stage(ShardSpec spec) {
        return membership.stage(spec);
    }

    @Override
    public Future<Void> cutover(StagedNode staged, String detail) {
        return membership.cutover(staged, detail).mapEmpty();
    }

    @Override
    public Future<Void> abandon(String nodeId) {
        return membership.abandon(nodeId).mapEmpty();
    }

    @Override
    public void release() {
        membership.release();
    }

    @Override
    public Future<ShardAnswer> send(String shardId, HttpMethod method, String uri, Buffer body) {
        RouterState state = membership.current();
        if (state.member(shardId) == null) {
            return Future.succeededFuture(ShardAnswer.failed(FailureKind.DOWN.status(),
                    "shard " + shardId + " is no longer a member"));
        }
        return dispatcher.send(state, shardId, method, uri, body).map(reply -> ShardAnswer.of(reply.status(),
                reply.body())).otherwise(cause -> {
                    ShardFailure failure = ShardFailure.of(cause, shardId);
                    return ShardAnswer.failed(failure.kind().status(), failure.getMessage());
                });
    }

    @Override
    public Future<Void> probe(String shardId) {
        return adminGet(shardId, "/health", "health check").mapEmpty();
    }

    @Override
    public Future<KeyPage> listKeys(String shardId, String after, int limit) {
        String uri = "/admin/keys?limit=" + limit + (after == null ? "" : "&after=" + KeyPaths.encode(after));
        return adminGet(shardId, uri, "key listing").map(reply -> {
            try {
                JsonObject page = new JsonObject(reply.body());
                JsonArray keys = page.getJsonArray("keys");
                List<String> list = new ArrayList<>(keys.size());
                keys.forEach(key -> list.add((String) key));
                return new KeyPage(list, page.getString("next"), page.getLong("total", -1L));
            } catch (DecodeException | ClassCastException | NullPointerException e) {
                throw new IllegalStateException("the key listing of shard " + shardId + " is not"
                        + " {\"keys\", \"next\", \"total\"}: " + e.getMessage());
            }
        });
    }

    private Future<ShardReply> adminGet(String shardId, String uri, String what) {
        Member member = membership.current().member(shardId);
        if (member == null) {
            return Future.failedFuture(new IllegalStateException("shard " + shardId + " is no longer a member"));
        }
        return admin.send(member, HttpMethod.GET, uri, null, () -> { }).recover(cause -> Future.failedFuture(
                new IllegalStateException("the " + what + " of shard " + shardId + " failed: "
                        + cause.getMessage()))).compose(reply -> reply.status() == 200 ? Future.succeededFuture(reply)
                : Future.failedFuture(new IllegalStateException("the " + what + " of shard " + shardId
                        + " answered " + reply.status() + ": " + reply.body().toString().strip())));
    }
}
