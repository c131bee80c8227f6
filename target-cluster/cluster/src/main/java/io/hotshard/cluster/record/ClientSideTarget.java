package io.hotshard.cluster.record;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A target the recorder cannot read: an HTTP service of the user's, or a proxy (nginx, HAProxy) in front of hotshard
 * shards, that serves {@code GET/PUT /kv/{key}} but not hotshard's admin API. Its run is recorded from the client
 * side only: the generator's counts, the schedule lag and Gatling's report are there; router and shard counts, and
 * so their reconciliation, are not.
 *
 * @param url    the target's base URL
 * @param reason why the target is read from the client side only, e.g. what its admin path answered
 */
public record ClientSideTarget(String url, String reason) {

    /** The {@code target.kind} written in {@code run.json} for such a run. */
    public static final String KIND = "http";
    /** The {@code target.kind} of a run that read a hotshard router and its shards. */
    public static final String HOTSHARD = "hotshard";
    /** What a client-side run leaves out, in the words of {@code run.json}'s {@code target.absent}. */
    public static final List<String> ABSENT = List.of("router figures (router.csv, router latency logs)",
            "per-shard figures (timeline.csv, shard latency logs, ring pictures)",
            "reconciliation of the generator's counts against the router's and the shards'");

    /** Requires both fields. */
    public ClientSideTarget {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("a client-side target needs a URL but was '" + url + "'");
        }
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a client-side target needs a reason but was '" + reason + "'");
        }
    }

    /** The sentence a report and the console print: what is absent and why. */
    public String statement() {
        return "Client-side run: " + url + " " + reason + ", so no router or per-shard figures were recorded and "
                + "the counts are not reconciled; the figures are the generator's, the schedule lag and Gatling's.";
    }

    /** The {@code target} section of {@code run.json}. */
    JsonObject toJson() {
        return new JsonObject().put("kind", KIND).put("url", url).put("reason", reason)
                .put("absent", new JsonArray(ABSENT)).put("statement", statement());
    }
}
