package io.hotshard.router.data;

import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the answers of several legs of one {@code /kv} request into one. A leg without an answer fails the whole
 * (its failure is the answer, reached if any leg reached a shard); else a leg's answer other than 2xx or 404 (a
 * shed 503, an injected 500) is passed through, since the request did not fully succeed; else the legs combine.
 */
final class LegAnswers {

    private LegAnswers() {
    }

    /** A salted read: 200 with the present parts joined by a newline in salt order, 404 only if none is present. */
    static Future<ShardReply> merge(List<Future<ShardReply>> legs) {
        return Future.join(legs).transform(done -> {
            Future<ShardReply> problem = problem(legs);
            if (problem != null) {
                return problem;
            }
            List<ShardReply> present = legs.stream().map(Future::result).filter(r -> r.status() == 200).toList();
            if (present.isEmpty()) {
                return Future.succeededFuture(legs.get(0).result());
            }
            Buffer body = Buffer.buffer();
            List<String> shards = new ArrayList<>();
            for (ShardReply part : present) {
                body.appendBuffer(body.length() == 0 ? part.body() : Buffer.buffer("\n").appendBuffer(part.body()));
                if (!shards.contains(part.shardId())) {
                    shards.add(part.shardId());
                }
            }
            return Future.succeededFuture(new ShardReply(String.join(",", shards), 200,
                    present.get(0).contentType(), body));
        });
    }

    /** A write to every replica or salt: the first 2xx answer, else the first answer (e.g. 404 of a delete). */
    static Future<ShardReply> writeAll(List<Future<ShardReply>> legs) {
        return Future.join(legs).transform(done -> {
            Future<ShardReply> problem = problem(legs);
            if (problem != null) {
                return problem;
            }
            return Future.succeededFuture(legs.stream().map(Future::result).filter(r -> r.status() / 100 == 2)
                    .findFirst().orElse(legs.get(0).result()));
        });
    }

    private static Future<ShardReply> problem(List<Future<ShardReply>> legs) {
        boolean reached = legs.stream().anyMatch(leg -> leg.succeeded()
                || ShardFailure.of(leg.cause(), "").reached());
        for (Future<ShardReply> leg : legs) {
            if (leg.failed()) {
                ShardFailure failure = ShardFailure.of(leg.cause(), "");
                return Future.failedFuture(new ShardFailure(failure.kind(), failure.shardId(), reached,
                        failure.getMessage()));
            }
        }
        return legs.stream().filter(leg -> leg.result().status() / 100 != 2 && leg.result().status() != 404)
                .findFirst().orElse(null);
    }
}
