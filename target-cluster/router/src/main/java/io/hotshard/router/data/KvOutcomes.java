package io.hotshard.router.data;

import io.hotshard.router.core.Replies;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.metrics.RouterMetrics;
import io.hotshard.router.mitigate.CachedReply;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.MitigationControl;
import io.hotshard.router.mitigate.ReadCache;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;

/**
 * How a {@code /kv/{key}} request ends, however it was sent: its cache ticket or write ended (filled, the
 * acknowledged value stored, or invalidated), its status counted and its latency recorded before the answer is
 * written, so a client that has its answer also finds it in the metrics.
 */
final class KvOutcomes {

    /** Header telling whether a cacheable read was a cache {@code hit} or {@code miss}. */
    static final String CACHE_HEADER = "X-Hotshard-Cache";

    private final MitigationControl control;
    private final RouterMetrics metrics;

    KvOutcomes(MitigationControl control, RouterMetrics metrics) {
        this.control = control;
        this.metrics = metrics;
    }

    /**
     * A shard answered ({@code content} lent for the call; the cache keeps a copy): everything but the answer
     * itself, which the caller writes next.
     */
    void answered(RoutedKv request, Buffer body, ReadCache.FillTicket fill, int status, String shardId,
                  String contentType, ByteBuf content) {
        ReadCache cache = control.cache();
        KeyPlan plan = request.plan();
        if (!plan.read()) {
            if (plan.cacheable() && request.method() == HttpMethod.PUT && status / 100 == 2) {
                cache.writeAcknowledged(request.key(), shardId, request.request().header("content-type"), body);
            } else {
                cache.writeFinished(request.key());
            }
        }
        if (fill != null) {
            if (status == 200) {
                cache.fill(fill, shardId, contentType, Buffer.buffer(ByteBufUtil.getBytes(content)));
            } else {
                cache.end(fill);
            }
            request.request().putHeader(CACHE_HEADER, "miss");
        }
        counted(request, status);
        request.request().putHeader(Replies.SHARD_HEADER, shardId);
    }

    /** No answer: ends the cache ticket or write, counts the failure and answers it. */
    void failed(RoutedKv request, ReadCache.FillTicket fill, ShardFailure failure) {
        ReadCache cache = control.cache();
        if (!request.plan().read()) {
            cache.writeFinished(request.key());
        }
        if (fill != null) {
            cache.end(fill);
            request.request().putHeader(CACHE_HEADER, "miss");
        }
        if (!failure.reached()) {
            metrics.routerFailure();
        }
        counted(request, failure.kind().status());
        KvRequest client = request.request();
        client.putHeader(Replies.SHARD_HEADER, failure.shardId());
        client.answerText(failure.kind().status(), failure.getMessage());
    }

    /**
     * The router's own code failed half-way through ending the request: answers the failure (a 500) unless the
     * client has its answer already; the cache ticket or write is left as the failure found it.
     */
    void unanswered(RoutedKv request, ShardFailure failure) {
        KvRequest client = request.request();
        if (client.answered()) {
            return;
        }
        counted(request, failure.kind().status());
        client.putHeader(Replies.SHARD_HEADER, failure.shardId());
        client.answerText(failure.kind().status(), failure.getMessage());
    }

    /** A cacheable read answered from the read cache. */
    void fromCache(RoutedKv request, CachedReply hit) {
        counted(request, 200);
        KvRequest client = request.request();
        client.putHeader(CACHE_HEADER, "hit");
        client.putHeader(Replies.SHARD_HEADER, hit.shardId());
        client.answer(200, hit.contentType(), hit.body());
    }

    private void counted(RoutedKv request, int status) {
        metrics.responded(status);
        metrics.kvLatency((System.nanoTime() - request.startNanos()) / 1_000);
    }
}
