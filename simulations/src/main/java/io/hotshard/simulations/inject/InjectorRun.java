package io.hotshard.simulations.inject;

import io.hotshard.report.render.Fmt;
import io.hotshard.simulations.GeneratorWatch;
import io.hotshard.simulations.LoadTarget;
import io.hotshard.simulations.RouterTargets;
import io.hotshard.simulations.SimulationSettings;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A standalone injector: drives its share of the rate against an external target and writes its files into the run
 * directory, and nothing else (no recorder, chaos, mitigation or migration: those belong to the run's leader). When
 * its JVM exits before the load ended, or the leader that started it dies ({@code hotshard.injectorParentPid}), its
 * counts are written with status {@code incomplete}.
 */
public final class InjectorRun implements LoadTarget {

    /** The property with the PID of the leader that started this injector, if one did. */
    public static final String PARENT_PID = "hotshard.injectorParentPid";

    private final SimulationSettings settings;
    private final GeneratorWatch generator;
    private final RouterTargets routers;
    private final InjectorOutput output;
    private final AtomicBoolean finished = new AtomicBoolean();
    private final Thread hook = new Thread(() -> finishOnce("incomplete"), "hotshard-injector-interrupted");

    private InjectorRun(SimulationSettings settings, InjectorPlan plan, Path directory) {
        this.settings = settings;
        this.routers = settings.targets();
        this.generator = GeneratorWatch.start(settings.client());
        this.output = InjectorOutput.start(directory, plan, settings, generator.counts());
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Starts injector {@code plan.index()}; it needs an external target and an exact run directory. */
    public static InjectorRun start(SimulationSettings settings, InjectorPlan plan, SimProperties props) {
        if (settings.target() == null) {
            throw new IllegalArgumentException(InjectorPlan.INDEX + "=" + plan.index() + " runs one injector against "
                    + "an external target: give hotshard.target (the router URL)");
        }
        if (settings.runDirectory() == null) {
            throw new IllegalArgumentException(InjectorPlan.INDEX + "=" + plan.index() + " writes into the run's "
                    + "directory: give hotshard.runDir (shared by every injector)");
        }
        InjectorRun run = new InjectorRun(settings, plan, settings.runDirectory());
        String parent = props.raw(PARENT_PID);
        if (parent != null) {
            long pid = props.longValue(PARENT_PID, 0, 1, Long.MAX_VALUE);
            ProcessHandle.of(pid).ifPresentOrElse(p -> p.onExit().thenRun(run::leaderGone), run::leaderGone);
        }
        System.out.printf(Locale.ROOT, "hotshard: injector %d of %d: %d req/s of %s, key seed %d, into %s%n",
                plan.index(), plan.injectors(), settings.ratePerSecond(), settings.target(),
                plan.keySeed(settings.seed()), settings.runDirectory());
        run.output.ready();
        return run;
    }

    @Override
    public GeneratorWatch generator() {
        return generator;
    }

    @Override
    public String targetUrl() {
        return routers().first();
    }

    @Override
    public RouterTargets routers() {
        return routers;
    }

    /** Writes the counts of the finished load and prints them. */
    public void finish(PrintStream out) {
        JsonObject counts = finishOnce("complete");
        if (counts != null) {
            out.printf(Locale.ROOT, "hotshard: injector %d done: sent %d (ok %d, ko %d), refused %d; intended %.1f"
                            + " req/s, actual %.1f req/s; send lag p99 %s, max %s; counts in %s%n",
                    counts.getInteger("index"), counts.getLong("sent"), counts.getLong("ok"), counts.getLong("ko"),
                    counts.getLong("refused"), counts.getDouble("intendedRatePerSecond"),
                    counts.getDouble("actualRatePerSecond"), Fmt.micros(counts.getLong("sendLagP99Micros")),
                    Fmt.micros(counts.getLong("sendLagMaxMicros")),
                    InjectorOutput.countsName(counts.getInteger("index")));
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already exiting; the hook finds the run finished and returns.
        }
    }

    private JsonObject finishOnce(String status) {
        if (!finished.compareAndSet(false, true)) {
            return null;
        }
        return output.finish(generator.finish(), status);
    }

    private void leaderGone() {
        System.err.println("hotshard: the run's leader is gone; injector stops");
        finishOnce("incomplete");
        Runtime.getRuntime().halt(3);
    }
}
