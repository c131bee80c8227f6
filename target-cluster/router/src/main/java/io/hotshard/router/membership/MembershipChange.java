package io.hotshard.router.membership;

import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.router.core.PartitionerSettings;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Locale;

/**
 * The outcome of one membership change: the new snapshot's version and ring, and how many of the sample keys
 * changed owner and between which nodes ({@link KeyMoves#between} of the snapshots before and after).
 *
 * @param change  {@code add}, {@code remove}, {@code partitioner}, {@code down} or {@code up}
 * @param nodeId  the node concerned, or empty for a partitioner switch
 * @param applied false when nothing had to change (e.g. marking down a node already down)
 */
public record MembershipChange(String change, String nodeId, boolean applied, long version,
                               PartitionerSettings settings, List<String> ring, KeyMoves moves) {

    /** Copies the ring. */
    public MembershipChange {
        ring = List.copyOf(ring);
    }

    /** The JSON answer of the admin API. */
    public JsonObject toJson() {
        JsonObject fromTo = new JsonObject();
        moves.fromTo().forEach((from, row) -> {
            JsonObject counts = new JsonObject();
            row.forEach(counts::put);
            fromTo.put(from, counts);
        });
        return new JsonObject().put("change", change).put("node", nodeId).put("applied", applied)
                .put("version", version).put("partitioner", settings.toJson()).put("ring", ring)
                .put("sampleKeys", moves.total()).put("moved", moves.moved())
                .put("movedShare", Double.parseDouble(String.format(Locale.ROOT, "%.6f", moves.movedShare())))
                .put("fromTo", fromTo);
    }

    /** One line for the event log, e.g. {@code moved 2481 of 10000 sample keys}. */
    String movedSummary() {
        return "moved " + moves.moved() + " of " + moves.total() + " sample keys";
    }
}
