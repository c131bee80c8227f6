package io.hotshard.router.dashboard;

import io.hotshard.router.core.Member;
import io.vertx.core.Future;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Reads every shard's {@code GET /metrics} (counters and queue state; it consumes nothing, unlike the recorder's
 * {@code /metrics/intervals}) over the dashboard's own small pool. A shard that does not answer within
 * {@code timeoutMillis} is left out of that second's figures.
 */
final class ShardReader {

    private final HttpClient client;
    private final long timeoutMillis;

    ShardReader(HttpClient client, long timeoutMillis) {
        this.client = client;
        this.timeoutMillis = timeoutMillis;
    }

    /** The answers by shard id, of the shards that answered in time. */
    Future<Map<String, JsonObject>> read(Collection<Member> members) {
        List<String> ids = new ArrayList<>();
        List<Future<JsonObject>> reads = new ArrayList<>();
        for (Member member : members) {
            ids.add(member.id());
            reads.add(read(member));
        }
        return Future.join(reads).transform(ignored -> {
            Map<String, JsonObject> answers = new LinkedHashMap<>();
            for (int i = 0; i < ids.size(); i++) {
                if (reads.get(i).succeeded()) {
                    answers.put(ids.get(i), reads.get(i).result());
                }
            }
            return Future.succeededFuture(answers);
        });
    }

    private Future<JsonObject> read(Member member) {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.GET).setHost(member.url().host())
                .setPort(member.url().port()).setURI("/metrics").setConnectTimeout(timeoutMillis)
                .setIdleTimeout(timeoutMillis);
        return client.request(options)
                .compose(request -> request.send())
                .compose(response -> response.statusCode() == 200 ? response.body()
                        : Future.failedFuture("shard " + member.id() + " answered " + response.statusCode()))
                .map(body -> body.toJsonObject())
                .timeout(timeoutMillis, TimeUnit.MILLISECONDS);
    }
}
