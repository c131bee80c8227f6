package io.hotshard.recording;

import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A target the recorder cannot read: an HTTP service of the user's, or a proxy (nginx, HAProxy) in front of hotshard
 * shards, that serves {@code GET/PUT /kv/{key}} but not hotshard's admin API. Its run is recorded from the client
 * side only: the generator's counts, the schedule lag and Gatling's report are there; router and shard counts, and
 * so their reconciliation, are not.
 *
 * @param kind   {@code target.kind} in {@code run.json}: {@link #KIND} for an HTTP target, {@link #REDIS} for a
 *               Redis Cluster, {@link #CASSANDRA} for a Cassandra cluster
 * @param url    the target's base URL
 * @param reason why the target is read from the client side only, e.g. what its admin path answered
 * @param absent what the run leaves out
 */
public record ClientSideTarget(String kind, String url, String reason, List<String> absent) {

    /** The {@code target.kind} written in {@code run.json} for such a run. */
    public static final String KIND = "http";
    /** The {@code target.kind} of a run that read a hotshard router and its shards. */
    public static final String HOTSHARD = "hotshard";
    /** What a client-side run leaves out, in the words of {@code run.json}'s {@code target.absent}. */
    public static final List<String> ABSENT = List.of("router figures (router.csv, router latency logs)",
            "per-shard figures (timeline.csv, shard latency logs, ring pictures)",
            "reconciliation of the generator's counts against the router's and the shards'");

    /** The {@code target.kind} of a run against a Redis Cluster. */
    public static final String REDIS = RunFiles.REDIS_TARGET_KIND;
    /** What a Redis run leaves out, in the words of {@code run.json}'s {@code target.absent}. */
    public static final List<String> REDIS_ABSENT = List.of("router figures: there is no hotshard router, the client "
                    + "routes by the cluster's slot map",
            "hotshard's per-shard figures (timeline.csv, shard latency logs, ring pictures): each node's figures come "
                    + "from its INFO, in " + RunFiles.REDIS_NODES + " and " + RunFiles.REDIS_SHARES,
            "the recorder's reconciliation: the " + RunFiles.REDIS_SECTION + " section reconciles the commands sent "
                    + "against the nodes' commandstats calls");

    /** The {@code target.kind} of a run against a Cassandra cluster. */
    public static final String CASSANDRA = RunFiles.CASSANDRA_TARGET_KIND;
    /** What a Cassandra run leaves out, in the words of {@code run.json}'s {@code target.absent}. */
    public static final List<String> CASSANDRA_ABSENT = List.of("router figures: there is no hotshard router, the "
                    + "driver routes each request to a replica of its key by the cluster's token map",
            "hotshard's per-shard figures (timeline.csv, shard latency logs, ring pictures): each node's figures come "
                    + "from its JMX metrics, in " + RunFiles.CASSANDRA_NODES + " and " + RunFiles.CASSANDRA_SHARES,
            "the recorder's reconciliation: the " + RunFiles.CASSANDRA_SECTION + " section reconciles the requests "
                    + "sent against the nodes' coordinator request counts");

    /** An HTTP target: kind {@link #KIND}, absent {@link #ABSENT}. */
    public ClientSideTarget(String url, String reason) {
        this(KIND, url, reason, ABSENT);
    }

    /** Requires every field; copies the list. */
    public ClientSideTarget {
        if (kind == null || kind.isBlank()) {
            throw new IllegalArgumentException("a client-side target needs a kind but was '" + kind + "'");
        }
        absent = List.copyOf(absent);
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("a client-side target needs a URL but was '" + url + "'");
        }
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a client-side target needs a reason but was '" + reason + "'");
        }
    }

    /** A Redis Cluster reached at {@code url}: no router, per-node figures from each node's INFO. */
    public static ClientSideTarget redis(String url) {
        return new ClientSideTarget(REDIS, url, "is a Redis Cluster: per-node figures come from each node's INFO ("
                + RunFiles.REDIS_NODES + ", " + RunFiles.REDIS_SHARES + ") and there is no hotshard router", REDIS_ABSENT);
    }

    /** A Cassandra cluster reached at {@code url}: no router, per-node figures from each node's JMX metrics. */
    public static ClientSideTarget cassandra(String url) {
        return new ClientSideTarget(CASSANDRA, url, "is a Cassandra cluster: per-node figures come from each node's JMX"
                + " metrics (" + RunFiles.CASSANDRA_NODES + ", " + RunFiles.CASSANDRA_SHARES + ") and there is no"
                + " hotshard router", CASSANDRA_ABSENT);
    }

    /** The sentence a report and the console print: what is absent and why. */
    public String statement() {
        if (CASSANDRA.equals(kind)) {
            return "Cassandra run: " + url + " " + reason + ", so no router figures were recorded; the figures are the "
                    + "client's and the nodes' own metrics.";
        }
        if (REDIS.equals(kind)) {
            return "Redis run: " + url + " " + reason + ", so no router figures were recorded; the figures are the "
                    + "client's and the nodes' own counters.";
        }
        return "Client-side run: " + url + " " + reason + ", so no router or per-shard figures were recorded and "
                + "the counts are not reconciled; the figures are the generator's, the schedule lag and Gatling's.";
    }

    /** The {@code target} section of {@code run.json}. */
    JsonObject toJson() {
        return new JsonObject().put("kind", kind).put("url", url).put("reason", reason)
                .put("absent", new JsonArray(absent)).put("statement", statement());
    }
}
