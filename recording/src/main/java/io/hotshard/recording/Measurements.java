package io.hotshard.recording;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a recorder measures on the target itself during one run, on the recorder's own thread (which may block here):
 * a hotshard router and its shards (implemented beside them, in the cluster module), or nothing ({@link #none}).
 */
public interface Measurements {

    /** Takes the counts the run starts from. */
    void baseline() throws IOException;

    /** Samples the target for second {@code second} and appends what it read. */
    void sample(int second) throws IOException;

    /** Describes the target's parts not yet described (the manifest's {@code cluster}). */
    void describe();

    /** Whether no request is in flight at the target. */
    boolean drained();

    /** The busiest shard's utilisation over the run so far; NaN when the target gives none. */
    double busiestUtilisation();

    /** The counts at the end, or null when the target gives none to reconcile. */
    Reconciliation reconciliation();

    /** The {@code cluster} section of the manifest. */
    JsonObject cluster();

    /** Writes the CSV files and answers them. */
    List<Path> writeTables() throws IOException;

    /** Closes the interval logs and answers them. */
    List<Path> closeLogs() throws IOException;

    /** Writes {@code ring-start.json} or {@code ring-end.json} when the target serves its ring. */
    List<Path> writeRing(String name, long atMillis) throws IOException;

    /** The {@code target} section of the manifest. */
    JsonObject target();

    /** Further top-level sections of the manifest, set once when recording starts (e.g. {@code routers}). */
    default Map<String, JsonObject> sections() {
        return Map.of();
    }

    /** Measures nothing on the target: a client-side run. */
    static Measurements none(ClientSideTarget target) {
        return new Measurements() {
            @Override
            public void baseline() {
            }

            @Override
            public void sample(int second) {
            }

            @Override
            public void describe() {
            }

            @Override
            public boolean drained() {
                return true;
            }

            @Override
            public double busiestUtilisation() {
                return Double.NaN;
            }

            @Override
            public Reconciliation reconciliation() {
                return null;
            }

            @Override
            public JsonObject cluster() {
                return new JsonObject().put("partitioner", "unknown").put("shards", new JsonArray());
            }

            @Override
            public List<Path> writeTables() {
                return List.of();
            }

            @Override
            public List<Path> closeLogs() {
                return List.of();
            }

            @Override
            public List<Path> writeRing(String name, long atMillis) {
                return List.of();
            }

            @Override
            public JsonObject target() {
                return target.toJson();
            }
        };
    }
}
