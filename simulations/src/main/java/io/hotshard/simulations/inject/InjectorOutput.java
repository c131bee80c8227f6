package io.hotshard.simulations.inject;

import io.hotshard.runformat.RunFiles;
import io.hotshard.simulations.GeneratorCounts;
import io.hotshard.simulations.SimulationSettings;
import io.hotshard.storeload.ClientLatencyLog;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;

/**
 * One injector's files in the run directory: {@code injector-<i>.hlog}, its client latency one interval per second,
 * {@code injector-<i>.ready} once it is about to send, and {@code injector-<i>.json}, its counts, at the end.
 */
public final class InjectorOutput {

    private final Path directory;
    private final InjectorPlan plan;
    private final SimulationSettings settings;
    private final GeneratorCounts counts;
    private final ClientLatencyLog log;
    private final Instant startedAt = Instant.now();
    private boolean finished;

    private InjectorOutput(Path directory, InjectorPlan plan, SimulationSettings settings, GeneratorCounts counts) {
        this.directory = directory;
        this.plan = plan;
        this.settings = settings;
        this.counts = counts;
        this.log = ClientLatencyLog.start(counts.latency(), directory.resolve(hlogName(plan.index())),
                "injector-" + plan.index(), startedAt.toEpochMilli());
    }

    /** Starts the latency log of this injector's {@code counts}; its load starts now. */
    public static InjectorOutput start(Path directory, InjectorPlan plan, SimulationSettings settings,
                                       GeneratorCounts counts) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new InjectorOutput(directory, plan, settings, counts);
    }

    /** The counts file of injector {@code index}. */
    public static String countsName(int index) {
        return RunFiles.injectorCounts(index);
    }

    /** The latency log of injector {@code index}. */
    public static String hlogName(int index) {
        return RunFiles.injectorLog(index);
    }

    /** The file injector {@code index} writes when it is about to send. */
    public static String readyName(int index) {
        return RunFiles.injectorReady(index);
    }

    /** Writes the ready file. */
    public void ready() {
        write(directory.resolve(readyName(plan.index())), startedAt + "\n");
    }

    /**
     * Closes the latency log and writes the counts, given this JVM's {@code generator} section; answers the counts.
     *
     * @param status {@code complete}, or {@code incomplete} when the injector is stopped early
     */
    public synchronized JsonObject finish(JsonObject generator, String status) {
        if (finished) {
            throw new IllegalStateException("injector " + plan.index() + " already finished");
        }
        finished = true;
        double spanSeconds = (counts.lastArrivalNanos() - counts.firstArrivalNanos()) / 1e9;
        double planned = InjectorPlan.plannedArrivals(settings.ratePerSecond(), settings.ramp(), settings.duration());
        double plannedSeconds = settings.loadDuration().toNanos() / 1e9;
        JsonObject lag = generator.getJsonObject("scheduleLag", new JsonObject());
        long offered = generator.getLong("offered", 0L);
        JsonObject out = new JsonObject().put("index", plan.index()).put("injectors", plan.injectors())
                .put("status", status).put("simulation", settings.simulation()).put("target", settings.target())
                .put("seed", settings.seed()).put("keySeed", plan.keySeed(settings.seed()))
                .put("ratePerSecond", settings.ratePerSecond()).put("rampSeconds", settings.ramp().toSeconds())
                .put("durationSeconds", settings.duration().toSeconds())
                .put("intendedRatePerSecond", Math.round(planned / plannedSeconds * 100) / 100.0)
                .put("actualRatePerSecond", offered < 2 || spanSeconds <= 0 ? 0.0
                        : Math.round((offered - 1) / spanSeconds * 100) / 100.0)
                .put("offered", offered).put("sent", generator.getLong("requests", 0L))
                .put("ok", generator.getLong("ok", 0L)).put("ko", generator.getLong("failed", 0L))
                .put("refused", generator.getLong("refused", 0L))
                .put("sendLagP99Micros", lag.getLong("p99Micros", 0L)).put("sendLagMaxMicros", lag.getLong("maxMicros", 0L))
                .put("pid", ProcessHandle.current().pid()).put("startedAt", startedAt.toString())
                .put("endedAt", Instant.now().toString()).put("latencyLog", hlogName(plan.index()));
        try {
            log.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        write(directory.resolve(countsName(plan.index())), out.encodePrettily() + "\n");
        return out;
    }

    private static void write(Path target, String text) {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try {
            Files.writeString(tmp, text);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
