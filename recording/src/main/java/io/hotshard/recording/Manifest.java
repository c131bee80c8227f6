package io.hotshard.recording;

import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds {@code run.json}, format 1 of the run-directory contract. */
final class Manifest {

    static final int FORMAT = RunFiles.MANIFEST_FORMAT;
    /** The top-level fields the recorder writes itself. */
    static final Set<String> RESERVED = Set.of("format", "status", "simulation", "startedAt", "endedAt", "seed",
            "versions", "parameters", "cluster", "target", "events", "reconciliation");

    private Manifest() {
    }

    /**
     * The manifest of a run in {@code status}, followed by the caller's optional sections; {@code endedAt} and
     * {@code reconciliation} are left out while they are null (a client-side run has no reconciliation).
     */
    static JsonObject json(RunSettings settings, Map<String, String> versions, Instant startedAt, String status,
                           Instant endedAt, JsonObject cluster, JsonObject target, List<StampedEvent> events,
                           Reconciliation reconciliation,
                           Map<String, JsonObject> sections) {
        JsonObject manifest = new JsonObject().put("format", FORMAT).put("status", status)
                .put("simulation", settings.simulation()).put("startedAt", startedAt.toString());
        if (endedAt != null) {
            manifest.put("endedAt", endedAt.toString());
        }
        manifest.put("seed", settings.seed()).put("versions", strings(versions))
                .put("parameters", strings(settings.parameters())).put("cluster", cluster).put("target", target);
        long startMillis = startedAt.toEpochMilli();
        JsonArray eventArray = new JsonArray();
        for (StampedEvent event : events) {
            eventArray.add(new JsonObject().put("atMillis", Math.max(0, event.timestampMillis() - startMillis))
                    .put("time", Instant.ofEpochMilli(event.timestampMillis()).toString())
                    .put("kind", event.kind().label()).put("target", event.target()).put("detail", event.detail()));
        }
        manifest.put("events", eventArray);
        if (reconciliation != null) {
            manifest.put("reconciliation", reconciliation.toJson());
        }
        sections.forEach(manifest::put);
        return manifest;
    }

    private static JsonObject strings(Map<String, String> values) {
        JsonObject json = new JsonObject();
        values.forEach(json::put);
        return json;
    }
}
