package io.hotshard.router.dashboard;

import io.vertx.core.json.JsonArray;
import java.util.ArrayList;
import java.util.List;

/** The last {@value #SECONDS} values of one figure, oldest first; null where it did not exist (no requests). */
final class DashboardSeries {

    /** Seconds kept for the sparklines. */
    static final int SECONDS = 60;

    private final List<Double> values = new ArrayList<>(SECONDS + 1);

    void add(Double value) {
        if (values.size() == SECONDS) {
            values.remove(0);
        }
        values.add(value);
    }

    JsonArray toJson() {
        JsonArray array = new JsonArray();
        values.forEach(array::add);
        return array;
    }
}
