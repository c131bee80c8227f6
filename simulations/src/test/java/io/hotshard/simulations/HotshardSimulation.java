package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;

import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.hotshard.cluster.ClusterConfig;
import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.KeyRandom;
import io.hotshard.recording.RunResult;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.simulations.inject.InjectorLeader;
import io.hotshard.simulations.inject.InjectorPlan;
import io.hotshard.simulations.inject.InjectorRun;
import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.SimProperties;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What every hotshard simulation shares: settings from {@code -Dhotshard.*} over the simulation's defaults,
 * the embedded cluster and recorder started in {@code before()}, the run directory, report and checks in
 * {@code after()}, an open-model injection with a ramp, and the chaos scenario.
 */
public abstract class HotshardSimulation extends Simulation {

    /** Every {@code hotshard.*} value in force: system properties over this simulation's defaults. */
    protected final SimProperties props;
    /** The settings in force; {@code ratePerSecond} is this injector's share of the run's rate. */
    protected final SimulationSettings settings;
    /** How the rate is split over injector JVMs ({@code hotshard.injectors}) and which one this JVM is. */
    protected final InjectorPlan injectors;
    /** The trace replayed instead of generated keys ({@code hotshard.trace}), or null. */
    protected final TraceSettings trace;
    private final long totalRatePerSecond;
    /** The simulations' HTTP protocol ({@link Requests#protocol()}). */
    protected final HttpProtocolBuilder protocol = Requests.protocol();

    private final List<RunCheck> checks = new ArrayList<>();
    private volatile HotshardRun run;
    private volatile InjectorRun injector;
    private volatile InjectorLeader leader;

    /**
     * Reads and checks the settings before any scenario is built; {@code defaults} are this simulation's values for
     * unset properties. A bad value ends the run with one line ({@link SettingsGate}).
     */
    protected HotshardSimulation(Map<String, String> defaults) {
        props = SimProperties.fromSystem().withDefaults(defaults);
        Read read = setting(() -> {
            SimulationSettings all = SimulationSettings.from(getClass().getSimpleName(), props);
            InjectorPlan plan = InjectorPlan.from(props);
            // Read now what the scenarios read later, so that a bad value stops the run before it starts.
            KeySettings.generator(props, KeyRandom.fromSeed(all.seed()));
            return new Read(all, plan, TraceSettings.from(props));
        });
        injectors = read.injectors();
        trace = read.trace();
        totalRatePerSecond = read.all().ratePerSecond();
        settings = read.all().withRatePerSecond(injectors.share(totalRatePerSecond));
    }

    private record Read(SimulationSettings all, InjectorPlan injectors, TraceSettings trace) {
    }

    /**
     * What {@code reading} returns; a bad {@code hotshard.*} value it meets ends the run with one line. Simulations
     * read their own settings through this, in their constructors.
     */
    protected static <T> T setting(java.util.function.Supplier<T> reading) {
        return SettingsGate.read(reading);
    }

    /** A hook to adjust the embedded cluster's configuration (range boundaries, overrides, ...). */
    protected ClusterConfig customize(ClusterConfig config) {
        return config;
    }

    /**
     * Whether this simulation's load can be split over several injector JVMs ({@code hotshard.injectors}): true for
     * scenarios built on {@link #openLoad} whose requests need nothing but the target.
     */
    protected boolean splitsOverInjectors() {
        return true;
    }

    /** A hook that runs when the load has ended, before the run is finished: add files to the run directory. */
    protected void beforeFinish() {
    }

    /** A hook to print figures of the finished run beside the headline, before the checks are evaluated. */
    protected void describe(RunAnalysis analysis, PrintStream out) {
    }

    /** Adds a check on the recorded run, evaluated in {@code after()}; a failed check fails the run. */
    protected final void check(String claim, Predicate<RunAnalysis> holds, Function<RunAnalysis, Object> measured) {
        checks.add(new RunCheck(claim, holds, measured));
    }

    /** The run, once {@code before()} has started it. */
    protected final HotshardRun run() {
        HotshardRun current = run;
        if (current == null) {
            throw new IllegalStateException(injectors.standalone() ? getClass().getSimpleName() + " needs the run's "
                    + "recorder, which only its leader has; it cannot run as " + InjectorPlan.INDEX + "="
                    + injectors.index() : "the run has not started");
        }
        return current;
    }

    /** Where this JVM's requests go and what counts them: the run, or this standalone injector. */
    protected final LoadTarget load() {
        LoadTarget current = injectors.standalone() ? injector : run;
        if (current == null) {
            throw new IllegalStateException("the run has not started");
        }
        return current;
    }

    /** The feeder of keys and operations the properties describe (or the trace), seeded from the run's seed. */
    protected final OperationFeeder feeder() {
        long seed = injectors.keySeed(settings.seed());
        if (trace != null) {
            return new OperationFeeder(trace.open(), KeyRandom.fromSeed(~seed), settings.readProportion());
        }
        KeyGenerator keys = KeySettings.generator(props, KeyRandom.fromSeed(seed));
        return new OperationFeeder(keys, KeyRandom.fromSeed(~seed), settings.readProportion());
    }

    /** The key-value scenario: one request per virtual user, keys and operations from {@link #feeder()}. */
    protected final ScenarioBuilder keyValueScenario() {
        return io.gatling.javaapi.core.CoreDsl.scenario("key-value").feed(feeder()).exec(Requests.keyValue(this::load,
                settings.client().clientTimeout()));
    }

    /** A fan-out scenario over {@code shards} shards (0 = all), queries from {@link #feeder()}. */
    protected final ScenarioBuilder fanOutScenario(int shards) {
        return io.gatling.javaapi.core.CoreDsl.scenario("fan-out").feed(feeder()).exec(Requests.fanOut(this::load,
                settings.client().clientTimeout(), shards));
    }

    /** The open-model arrival profile: 1 request/s ramped to the rate, then the rate held ({@code hotshard.arrivals}). */
    protected final OpenInjectionStep[] openLoad(double shareOfRate) {
        double rate = settings.ratePerSecond() * shareOfRate;
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (!settings.ramp().isZero()) {
            steps.add(rampUsersPerSec(Math.min(1, rate)).to(rate).during(settings.ramp()));
        }
        OpenInjectionStep.ConstantRate.ConstantRateOpenInjectionStep steady =
                constantUsersPerSec(rate).during(settings.duration());
        steps.add(settings.client().arrivals() == ArrivalProcess.POISSON ? steady.randomized() : steady);
        return steps.toArray(OpenInjectionStep[]::new);
    }

    /**
     * Virtual users injected 100 times a second for the whole load, each recording how late it started: the
     * generator's lag behind its schedule, which no response time includes.
     */
    protected final PopulationBuilder scheduleProbe(Duration load) {
        double perSecond = 1e9 / GeneratorWatch.PROBE_INTERVAL_NANOS;
        return io.gatling.javaapi.core.CoreDsl.scenario("schedule-probe").exec(session -> {
            load().generator().probeArrived();
            return session;
        }).injectOpen(constantUsersPerSec(perSecond).during(load));
    }

    /** The load populations, the schedule probe, and the chaos scenario when the plan has steps. */
    protected final PopulationBuilder[] withChaos(PopulationBuilder... load) {
        List<PopulationBuilder> all = new ArrayList<>(List.of(load));
        all.add(scheduleProbe(settings.loadDuration()));
        ScenarioBuilder chaos = ChaosScenario.scenarioFor(settings.chaos(), this::run);
        if (chaos != null && !injectors.standalone()) {
            all.add(chaos.injectOpen(io.gatling.javaapi.core.CoreDsl.atOnceUsers(1)));
        }
        return all.toArray(PopulationBuilder[]::new);
    }

    @Override
    public void before() {
        if (injectors.injectors() > 1 && !splitsOverInjectors()) {
            throw new IllegalArgumentException(getClass().getSimpleName() + " cannot be split over "
                    + InjectorPlan.INJECTORS + "=" + injectors.injectors() + ": its scenario needs the run's recorder");
        }
        if (injectors.standalone()) {
            injector = InjectorRun.start(settings, injectors, props);
            return;
        }
        run = HotshardRun.start(settings, this::customize);
        if (injectors.leadsOthers()) {
            leader = InjectorLeader.start(run, injectors, settings, totalRatePerSecond, getClass().getName());
        }
        System.out.println("hotshard: " + settings.simulation() + " against " + run.targetUrl() + ", "
                + settings.ratePerSecond() + " req/s for " + settings.duration().toSeconds() + " s after a "
                + settings.ramp().toSeconds() + " s ramp, seed " + settings.seed());
    }

    @Override
    public void after() {
        if (injectors.standalone()) {
            injector.finish(System.out);
            return;
        }
        beforeFinish();
        RunResult result = run.finish(System.out);
        if (result.clientSideOnly()) {
            afterClientSide(result);
            return;
        }
        RunAnalysis analysis = ReportWriter.analyze(result.directory(), ReportOptions.defaults());
        Headline.print(analysis, System.out);
        describe(analysis, System.out);
        List<String> failed = new ArrayList<>();
        if (!result.reconciliation().matches()) {
            failed.add("counts reconcile: " + result.reconciliation().toJson().encode());
        }
        if (leader != null) {
            failed.addAll(io.hotshard.simulations.inject.InjectorChecks.lines(leader, result, System.out));
        }
        for (RunCheck check : checks) {
            String line = check.evaluate(analysis);
            System.out.println("  check " + line);
            if (line.startsWith("FAILED")) {
                failed.add(line);
            }
        }
        io.hotshard.report.analysis.Outage.describe(analysis.run()).ifPresent(outage -> {
            System.out.println("  check FAILED: " + outage);
            failed.add(outage);
        });
        if (!failed.isEmpty()) {
            throw new AssertionError("hotshard run checks failed: " + failed);
        }
    }

    /**
     * A run against a target without hotshard's admin API: its checks rest on router and shard figures the run does
     * not have, so each is named as not evaluated; Gatling's assertions still hold the run to its client figures.
     */
    private void afterClientSide(RunResult result) {
        io.hotshard.report.analysis.ClientSideRun client = ReportWriter.analyzeClientSide(result.directory());
        System.out.printf(java.util.Locale.ROOT, "  client: sent %d (%.1f req/s), ok %d, failed %d; latency p50 %s,"
                        + " p99 %s; schedule lag p99 %s%n", client.sent(), client.sentPerSecond(), client.count("ok"),
                client.count("failed"), io.hotshard.report.render.Fmt.micros(client.latency().p50Micros()),
                io.hotshard.report.render.Fmt.micros(client.latency().p99Micros()),
                io.hotshard.report.render.Fmt.micros(client.scheduleLagMicros("p99Micros")));
        for (RunCheck check : checks) {
            System.out.println("  check not evaluated (client-side run, no server figures): " + check.claim());
        }
        if (leader != null) {
            List<String> failed = io.hotshard.simulations.inject.InjectorChecks.lines(leader, result, System.out);
            if (!failed.isEmpty()) {
                throw new AssertionError("hotshard run checks failed: " + failed);
            }
        }
    }
}
