package io.hotshard.recording;

import io.hotshard.runformat.AtomicFiles;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * Writes what a run holds so far: the measurements' tables, then {@code run.json} with the settings, versions,
 * events, the target's sections and the caller's. Each write replaces the files whole, so a reader never sees half.
 */
final class RunWriter {

    private final RunSettings settings;
    private final Map<String, String> versions;
    private final Instant startedAt;
    private final RunEvents events;
    private final Measurements measurements;
    private final Map<String, JsonObject> sections = new ConcurrentSkipListMap<>();

    RunWriter(RunSettings settings, Instant startedAt, RunEvents events, Measurements measurements) {
        this.settings = settings;
        this.versions = Versions.collect(settings.versions());
        this.startedAt = startedAt;
        this.events = events;
        this.measurements = measurements;
        measurements.sections().forEach(this::section);
    }

    /** Sets a top-level section for the next manifest; the contract's own fields cannot be replaced. Any thread. */
    void section(String name, JsonObject value) {
        if (Manifest.RESERVED.contains(name)) {
            throw new IllegalArgumentException("section " + name + " is written by the recorder; reserved names are "
                    + Manifest.RESERVED);
        }
        sections.put(name, value.copy());
        events.markChanged();
    }

    /** Writes the tables and a manifest in {@code status}; answers them, then {@code logs}. */
    List<Path> write(String status, Instant endedAt, Reconciliation counts, List<Path> logs) throws IOException {
        List<Path> tables = measurements.writeTables();
        Path manifest = settings.directory().resolve(RunFiles.MANIFEST);
        AtomicFiles.write(manifest, Manifest.json(settings, versions, startedAt, status, endedAt,
                measurements.cluster(), measurements.target(), events.list(), counts, sections).encodePrettily()
                + "\n");
        List<Path> files = new ArrayList<>(List.of(manifest));
        files.addAll(tables);
        files.addAll(logs);
        return files;
    }
}
