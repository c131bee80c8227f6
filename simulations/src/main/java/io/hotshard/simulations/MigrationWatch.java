package io.hotshard.simulations;

import io.hotshard.recording.EventSink;
import io.hotshard.recording.StampedEvent;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Follows a router's online migration during a run: polls {@code GET /admin/migrations} on a thread of its own,
 * appends a row to {@code migration.csv} per poll, puts a {@code note} event on the run's timeline when the
 * migration enters a phase, and answers the migration's last JSON at the end. A migration the router already
 * knew when the watch started is ignored. {@link #start} and {@link #finish} block; never call them on an event
 * loop.
 */
public final class MigrationWatch {

    /** The file written into the run directory once a migration is seen. */
    public static final String FILE = RunFiles.MIGRATION;
    /** The counters written per row, named as in the router's migration JSON. */
    static final List<String> COUNTERS = List.of("keysToMove", "keysCopied", "lagKeys", "dualWrites", "verified",
            "mismatches", "missingAfterCutover", "cleaned");
    static final String HEADER = "second,phase," + String.join(",", COUNTERS) + ",id,node";
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(2);
    private static final long LIFECYCLE_TIMEOUT_MILLIS = 10_000;

    private final Path file;
    private final long runStartMillis;
    private final EventSink events;
    private final AdminHttp http;
    private final String url;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread watch = new Thread(runnable, "hotshard-migration-watch");
        watch.setDaemon(true);
        return watch;
    });
    // Touched only on the watch's thread.
    private final List<String> rows = new ArrayList<>();
    private final Set<String> phasesNoted = new HashSet<>();
    private Long ignoredId;
    private JsonObject last;
    // Written only on the watch's thread, read from any.
    private volatile long pollFailures;
    private volatile String lastFailure;
    private ScheduledFuture<?> polling;

    private MigrationWatch(String routerUrl, Path directory, long runStartMillis, EventSink events) {
        this.http = new AdminHttp(routerUrl, REQUEST_TIMEOUT);
        this.url = routerUrl + "/admin/migrations";
        this.file = directory.resolve(FILE);
        this.runStartMillis = runStartMillis;
        this.events = events;
    }

    /**
     * Notes the migration the router already knows (ignored from then on) and polls every {@code interval};
     * rows are stamped with whole seconds since {@code runStartMillis} (epoch ms), phase notes go to {@code events}.
     */
    public static MigrationWatch start(String routerUrl, Path directory, long runStartMillis, EventSink events,
                                       Duration interval) {
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("migration poll interval must be > 0 but was " + interval);
        }
        MigrationWatch watch = new MigrationWatch(routerUrl, directory, runStartMillis, events);
        watch.onThread(() -> {
            watch.baseline();
            return null;
        });
        watch.polling = watch.thread.scheduleAtFixedRate(watch::poll, interval.toMillis(), interval.toMillis(),
                TimeUnit.MILLISECONDS);
        return watch;
    }

    /** Stops polling after one last poll; answers the last migration's JSON, or null if none started. */
    public JsonObject finish() {
        polling.cancel(false);
        try {
            return onThread(() -> {
                poll();
                return last == null ? null : last.copy();
            });
        } finally {
            thread.shutdown();
        }
    }

    /** Polls that got no usable answer so far, with the last reason, e.g. {@code 0} or {@code 3 (timed out)}. */
    public String failures() {
        String reason = lastFailure;
        return pollFailures + (reason == null ? "" : " (" + reason + ")");
    }

    private void baseline() {
        try {
            JsonObject known = fetch();
            ignoredId = known == null ? null : known.getLong("id");
        } catch (IOException | RuntimeException e) {
            failed(e);
        }
    }

    private void poll() {
        JsonObject migration;
        try {
            migration = fetch();
        } catch (IOException | RuntimeException e) {
            failed(e);
            return;
        }
        if (migration == null || migration.getLong("id").equals(ignoredId)) {
            return;
        }
        if (last != null && !last.getLong("id").equals(migration.getLong("id"))) {
            phasesNoted.clear();
        }
        last = migration;
        notePhases(migration);
        rows.add(row(System.currentTimeMillis(), migration));
        try {
            write();
        } catch (IOException e) {
            failed(e);
        }
    }

    private void failed(Exception e) {
        pollFailures++;
        lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    private JsonObject fetch() throws IOException {
        return http.get("/admin/migrations").getJsonObject("migration");
    }

    /** One note per phase entered since the last poll, stamped when the router says the phase began. */
    private void notePhases(JsonObject migration) {
        JsonObject started = migration.getJsonObject("phaseStartedAtMillis", new JsonObject());
        List<Map.Entry<String, Object>> phases = new ArrayList<>();
        started.forEach(phases::add);
        phases.sort(Comparator.comparingLong(entry -> ((Number) entry.getValue()).longValue()));
        for (Map.Entry<String, Object> phase : phases) {
            if (phasesNoted.add(phase.getKey())) {
                JsonObject detail = new JsonObject().put("source", "migration").put("name", "migration " + phase.getKey())
                        .put("migration", migration.getLong("id")).put("keysToMove", migration.getLong("keysToMove"))
                        .put("keysCopied", migration.getLong("keysCopied"));
                if (migration.getString("error") != null && phase.getKey().equals("failed")) {
                    detail.put("error", migration.getString("error"));
                }
                events.accept(new StampedEvent(((Number) phase.getValue()).longValue(), EventKind.NOTE,
                        migration.getString("node"), detail));
            }
        }
    }

    private String row(long nowMillis, JsonObject migration) {
        StringBuilder row = new StringBuilder().append(Math.max(0, (nowMillis - runStartMillis) / 1000)).append(',')
                .append(migration.getString("phase"));
        for (String counter : COUNTERS) {
            row.append(',').append(migration.getLong(counter, 0L));
        }
        return row.append(',').append(migration.getLong("id")).append(',').append(migration.getString("node"))
                .toString();
    }

    private void write() throws IOException {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        rows.forEach(row -> text.append(row).append('\n'));
        Path temporary = file.resolveSibling("." + FILE + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private <T> T onThread(Callable<T> step) {
        try {
            return thread.submit(step).get(LIFECYCLE_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while watching " + url, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("watching " + url + " failed: " + e, e);
        }
    }
}
