package io.hotshard.storeload;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Locale;

/**
 * What a store's live dashboard page draws from each snapshot: the store's name (the page's title), the columns of
 * its table of nodes (keys of each object of the snapshot's {@code nodes}) and the client's figures (keys of its
 * {@code client} object), in order.
 */
public record DashboardLayout(String store, List<Column> nodes, List<Column> client) {

    /** How the page writes a figure; a missing or null figure is a dash. */
    public enum Format {
        /** As it is, left-aligned. */
        TEXT,
        /** A number: an integer as it is, else with one decimal. */
        NUMBER,
        /** A fraction as a percentage with one decimal. */
        PERCENT,
        /** A fraction as a bar and a percentage; the bar is red from 95%. */
        BAR,
        /** Microseconds as milliseconds with two decimals. */
        MICROS
    }

    /** One figure: its key in the snapshot, its label on the page and how it is written. */
    public record Column(String key, String label, Format format) {
    }

    /** Checks that there is something to draw. */
    public DashboardLayout {
        if (store.isBlank() || nodes.isEmpty()) {
            throw new IllegalArgumentException("a dashboard needs a store's name and at least one node column");
        }
        nodes = List.copyOf(nodes);
        client = List.copyOf(client);
    }

    /** A column of the table or of the client's line. */
    public static Column column(String key, String label, Format format) {
        return new Column(key, label, format);
    }

    /** The layout as the page reads it. */
    JsonObject toJson() {
        return new JsonObject().put("store", store).put("nodes", columns(nodes)).put("client", columns(client));
    }

    private static JsonArray columns(List<Column> columns) {
        JsonArray array = new JsonArray();
        columns.forEach(c -> array.add(new JsonObject().put("key", c.key()).put("label", c.label())
                .put("format", c.format().name().toLowerCase(Locale.ROOT))));
        return array;
    }
}
