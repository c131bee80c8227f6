package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.hotshard.keys.KeyFormat;
import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.KeyRandom;
import io.hotshard.redisload.KeySalting;
import io.hotshard.redisload.RedisRun;
import io.hotshard.redisload.RedisRunPlan;
import io.hotshard.redisload.RedisRunSummary;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisReshard.RedisReshardShare;
import io.hotshard.runformat.RedisShard;
import io.hotshard.redisload.RedisSettings;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.RunFiles;
import io.hotshard.sim.KeySettings;
import io.hotshard.sim.SettingsGate;
import io.hotshard.sim.SimProperties;
import io.hotshard.sim.TraceSettings;
import io.hotshard.keys.analyze.TraceReader;
import io.hotshard.keys.analyze.TraceRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * A hot key on a real Redis Cluster: the celebrity workload (or any {@code hotshard.dist}) as GETs (or
 * {@code hotshard.redis.command}) from Lettuce's cluster client, open model. Without {@code hotshard.target} the run
 * starts its own cluster ({@code hotshard.redis.masters} x (1 + {@code hotshard.redis.replicas}) redis-server
 * processes) and stops it at the end. Chaos on the hot master: {@code hotshard.redis.killAt=DURATION} SIGKILLs it,
 * {@code hotshard.redis.pause=AT:FOR} SIGSTOPs it for a while. Resharding: {@code hotshard.redis.addMasterAt=DURATION}
 * adds a master and moves slots to it ({@code hotshard.redis.move=even}, the default: an even part of every master's
 * slots, the hot slot included; {@code hot}: the hot slot alone, a node of its own). Mitigation:
 * {@code hotshard.redis.salt=S} reads each hot key from one of S copies on other slots;
 * {@code hotshard.redis.replicaReads=true} reads the hot slot from its master's replicas;
 * {@code hotshard.redis.clientCache=true} reads it through a client-side cache kept by Redis tracking;
 * {@code hotshard.redis.writeShare=W} makes that share of requests SETs of every stored copy of their key. Checks:
 * the counts reconcile, the hottest shard's measured share is within {@code hotshard.redis.shareTolerance} (0.05)
 * of the prediction (runs without chaos or cache), a killed master's slots are served again, after a reshard the hot
 * slot is on the new master and every shard's share since the move is within the tolerance of its prediction on the
 * new slot map, replicas served the reads sent to them, and the cache answered reads.
 */
public class RedisHotKeySimulation extends Simulation {

    private static final double MIN_REPLICA_SHARE = 0.98;
    private static final int PREDICTION_KEYS = 200_000;

    private final SimProperties props;
    private final RedisSettings redis;
    private final long seed;
    private final Optional<Duration> killAt;
    private final Optional<Duration[]> pause;
    private final Optional<Duration> addMasterAt;
    private final double shareTolerance;
    private final KeySalting salting;
    private final TraceSettings trace;
    private final RedisRunPlan plan;
    private volatile RedisRun run;

    /** Sets up the load and the checks. */
    public RedisHotKeySimulation() {
        this(Map.of());
    }

    /** The same run with other defaults (shorter ones for the build). */
    protected RedisHotKeySimulation(Map<String, String> overrides) {
        String simulation = getClass().getSimpleName();
        // A bad hotshard.* value ends the run with one line before any scenario starts.
        Read read = SettingsGate.read(() -> Read.from(overrides, simulation));
        props = read.props();
        redis = read.redis();
        seed = read.seed();
        killAt = read.killAt();
        pause = read.pause();
        addMasterAt = read.addMasterAt();
        shareTolerance = read.shareTolerance();
        salting = read.salting();
        trace = read.trace();
        plan = read.plan();
        long rate = read.rate();
        Duration ramp = read.ramp();
        Duration duration = read.duration();

        List<PopulationBuilder> populations = new ArrayList<>();
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (!ramp.isZero()) {
            steps.add(rampUsersPerSec(1).to(rate).during(ramp));
        }
        steps.add(constantUsersPerSec(rate).during(duration));
        populations.add(scenario("redis-" + redis.command().kind().label()).feed(keys())
                .exec(new RedisActionBuilder(redis.command().toString(), () -> run.load()))
                .injectOpen(steps.toArray(OpenInjectionStep[]::new)));
        killAt.ifPresent(at -> populations.add(scenario("chaos-kill").pause(at)
                .exec(session -> {
                    inBackground(() -> run.killHotMaster());
                    return session;
                }).injectOpen(atOnceUsers(1))));
        pause.ifPresent(p -> populations.add(scenario("chaos-pause").pause(p[0])
                .exec(session -> {
                    inBackground(() -> run.pauseHotMaster(p[1]));
                    return session;
                }).injectOpen(atOnceUsers(1))));
        addMasterAt.ifPresent(at -> populations.add(scenario("chaos-add-master").pause(at)
                .exec(session -> {
                    inBackground(() -> run.addMasterAndMove(read.move()));
                    return session;
                }).injectOpen(atOnceUsers(1))));
        setUp(populations).assertions(global().successfulRequests().percent().gt(read.minSuccessPercent()));
    }

    /** Every setting of the run, read and checked at once. */
    private record Read(SimProperties props, RedisSettings redis, long seed, long rate, Duration ramp,
                        Duration duration, Optional<Duration> killAt, Optional<Duration[]> pause,
                        Optional<Duration> addMasterAt, String move, double shareTolerance,
                        double minSuccessPercent, KeySalting salting, TraceSettings trace, RedisRunPlan plan) {

        static Read from(Map<String, String> overrides, String simulation) {
            SimProperties props = SimProperties.fromSystem().withDefaults(defaults(overrides));
            RedisSettings redis = RedisSettings.from(props);
            long seed = props.longValue("hotshard.seed", 42, Long.MIN_VALUE, Long.MAX_VALUE);
            long rate = props.longValue("hotshard.rate", 2000, 1, 200_000);
            Duration ramp = props.duration("hotshard.ramp", Duration.ofSeconds(5), Duration.ZERO);
            Duration duration = props.duration("hotshard.duration", Duration.ofSeconds(30), Duration.ofSeconds(1));
            Optional<Duration> killAt = Optional.ofNullable(props.raw("hotshard.redis.killAt"))
                    .map(v -> SimProperties.parseDuration("hotshard.redis.killAt", v));
            Optional<Duration[]> pause = Optional.ofNullable(props.raw("hotshard.redis.pause"))
                    .map(RedisHotKeySimulation::parsePause);
            Optional<Duration> addMasterAt = Optional.ofNullable(props.raw("hotshard.redis.addMasterAt"))
                    .map(v -> SimProperties.parseDuration("hotshard.redis.addMasterAt", v));
            String move = props.string("hotshard.redis.move", RedisReshard.EVEN);
            if (!move.equals(RedisReshard.EVEN) && !move.equals(RedisReshard.HOT)) {
                throw new IllegalArgumentException("hotshard.redis.move must be " + RedisReshard.EVEN + " or "
                        + RedisReshard.HOT + " but was " + move);
            }
            if (redis.clientCache() && (killAt.isPresent() || addMasterAt.isPresent())) {
                throw new IllegalArgumentException("hotshard.redis.clientCache keeps a connection to the hot master"
                        + " as the run began; it cannot be combined with hotshard.redis.killAt or"
                        + " hotshard.redis.addMasterAt");
            }
            if (redis.target().isPresent() && (killAt.isPresent() || pause.isPresent() || addMasterAt.isPresent())) {
                throw new IllegalArgumentException("hotshard.redis.killAt, hotshard.redis.pause and"
                        + " hotshard.redis.addMasterAt act on processes the run started; they cannot be used with"
                        + " hotshard.target");
            }
            double shareTolerance = props.doubleValue("hotshard.redis.shareTolerance", 0.05, 0, 1);
            double minSuccessPercent = props.doubleValue("hotshard.redis.minSuccessPercent", 95, 0, 100);
            long items = props.longValue("hotshard.items", 10_000, 1, 1_000_000);
            KeySalting salting = new KeySalting(new HashSet<>(KeySettings.hotKeys(props)),
                    props.intValue("hotshard.redis.salt", 1, 1, 1024));
            KeyFormat format = KeySettings.keyFormat(props);
            List<String> preload = new ArrayList<>();
            for (long id = 0; id < Math.min(items, 100_000); id++) {
                preload.addAll(salting.stored(format.format(id)));
            }
            TraceSettings trace = TraceSettings.from(props);
            UniformRandomProvider sampleSalt = KeyRandom.fromSeed(seed + 1);
            // The prediction places what the load sends: one copy per read, every copy per write; a trace's
            // first 200,000 requests are its prediction.
            RedisRunPlan plan = new RedisRunPlan(simulation, seed, redis, props.withPrefix("hotshard."),
                    Path.of(props.string("hotshard.runsRoot", "target/hotshard-runs")),
                    Optional.ofNullable(props.raw("hotshard.runDir")).map(Path::of), preload,
                    trace == null ? sample(KeySettings.generator(props, KeyRandom.fromSeed(~seed)), salting,
                            redis.writeShare(), sampleSalt) : sample(trace, salting, redis.writeShare(), sampleSalt));
            return new Read(props, redis, seed, rate, ramp, duration, killAt, pause, addMasterAt, move,
                    shareTolerance,
                    minSuccessPercent, salting, trace, plan);
        }
    }

    /**
     * The requests: generated keys with {@code writeShare} of writes, or the trace's keys ({@code hotshard.trace})
     * with its own reads and writes when it has an operation field.
     */
    private Iterator<Map<String, Object>> keys() {
        KeyGenerator generator = KeySettings.generator(props, KeyRandom.fromSeed(seed));
        UniformRandomProvider salt = KeyRandom.fromSeed(seed - 1);
        double writeShare = redis.writeShare();
        TraceReader replay = trace == null ? null : trace.open();
        return new Iterator<>() {
            @Override
            public synchronized boolean hasNext() {
                return replay == null || replay.hasNext();
            }

            @Override
            public synchronized Map<String, Object> next() {
                TraceRecord record = replay == null ? null : replay.next();
                String key = record == null ? generator.nextKey() : record.key();
                boolean write = record != null && record.op() != null ? record.op().equals("write")
                        : writeShare > 0 && salt.nextDouble() < writeShare;
                return write ? Map.of(RedisActionBuilder.WRITE, salting.stored(key))
                        : Map.of(RedisActionBuilder.KEY, salting.read(key, salt));
            }
        };
    }

    private static List<String> sample(KeyGenerator keys, KeySalting salting, double writeShare,
                                       UniformRandomProvider random) {
        return Stream.generate(() -> commandKeys(keys.nextKey(), salting, writeShare, random)).flatMap(List::stream)
                .limit(PREDICTION_KEYS).toList();
    }

    private static List<String> sample(TraceSettings trace, KeySalting salting, double writeShare,
                                       UniformRandomProvider random) {
        List<String> keys = new ArrayList<>();
        try (TraceReader reader = new TraceSettings(trace.file(), trace.format(), false).open()) {
            while (keys.size() < PREDICTION_KEYS && reader.hasNext()) {
                TraceRecord record = reader.next();
                keys.addAll(record.op() == null ? commandKeys(record.key(), salting, writeShare, random)
                        : record.op().equals("write") ? salting.stored(record.key())
                        : List.of(salting.read(record.key(), random)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("hotshard.trace '" + trace.file() + "' cannot be read", e);
        }
        return keys;
    }

    /** The keys one request for {@code key} sends commands to: every stored copy for a write, one for a read. */
    private static List<String> commandKeys(String key, KeySalting salting, double writeShare,
                                            UniformRandomProvider random) {
        return writeShare > 0 && random.nextDouble() < writeShare ? salting.stored(key)
                : List.of(salting.read(key, random));
    }

    @Override
    public void before() {
        run = RedisRun.start(plan);
        System.out.println("hotshard: " + plan.simulation() + " on " + run.topology().masters().size()
                + " masters (" + (redis.target().isPresent() ? redis.target().get() : "started for this run") + "), "
                + redis.command() + ", hot slot " + run.hottestSlot() + " on master " + run.hotMasterPort()
                + ", run directory " + run.directory());
        System.out.println("hotshard: live dashboard at " + run.dashboardUrl());
    }

    @Override
    public void after() {
        RedisRunSummary summary = run.finish();
        summary.print(System.out);
        System.out.println("  wrote " + run.directory().resolve(RunFiles.MANIFEST) + ", "
                + run.directory().resolve(RunFiles.REDIS_SHARES) + ", " + run.directory().resolve(RunFiles.REDIS_NODES));
        try {
            ReportWriter.write(run.directory(), ReportOptions.defaults())
                    .forEach(path -> System.out.println("  report: " + path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> failed = new ArrayList<>();
        check(failed, "counts reconcile", summary.reconciliation().withinTolerance(),
                summary.reconciliation().sent() + " sent, " + summary.reconciliation().served() + " served");
        // A cache keeps the hot slot's hits from the nodes, so measured shares leave the prediction by design.
        if (killAt.isEmpty() && pause.isEmpty() && addMasterAt.isEmpty() && !redis.clientCache()) {
            RedisShard hot = summary.hottest();
            check(failed, "the hottest shard's measured share is within " + shareTolerance + " of its prediction",
                    Math.abs(hot.measured() - hot.predicted()) <= shareTolerance, String.format(Locale.ROOT,
                            "%d: measured %.3f, predicted %.3f", hot.port(), hot.measured(), hot.predicted()));
        }
        if (killAt.isPresent()) {
            check(failed, "the killed master's slots failed, then were served again", summary.failover().failed()
                    && summary.failover().recovered(), summary.failover().toString());
        }
        if (addMasterAt.isPresent()) {
            checkReshard(failed, summary.reshard());
        }
        if (redis.clientCache()) {
            check(failed, "the client-side cache answered reads of the hot slot", summary.counts().cacheHits() > 0,
                    String.format(Locale.ROOT, "%d hits, %d misses", summary.counts().cacheHits(),
                            summary.counts().cacheMisses()));
        }
        if (redis.replicaReads()) {
            long readsToReplicas = summary.counts().replicaReads();
            long replicaCalls = summary.shards().stream().filter(s -> s.port() == run.hotMasterPort())
                    .mapToLong(RedisShard::replicaCalls).sum();
            long tolerance = summary.reconciliation().failedOrTimedOut() + summary.reconciliation().inFlightAtEnd();
            // Lettuce reads from the master while no replica connection is ready (the run opens one first).
            check(failed, "the hot master's replicas served at least " + MIN_REPLICA_SHARE * 100 + "% of the hot "
                    + "slot's reads", readsToReplicas > 0 && replicaCalls >= MIN_REPLICA_SHARE * readsToReplicas
                    - tolerance && replicaCalls <= readsToReplicas + tolerance, replicaCalls + " calls on replicas, "
                    + readsToReplicas + " reads of slot " + summary.hottestSlot() + " sent to them, tolerance "
                    + tolerance);
        }
        if (!failed.isEmpty()) {
            throw new AssertionError("hotshard run checks failed: " + failed);
        }
    }

    /** The hot slot went to the new master, and each shard's share after the move is its prediction. */
    private void checkReshard(List<String> failed, Optional<RedisReshard> reshard) {
        check(failed, "the master was added and the slots moved while the load ran", reshard.isPresent(),
                reshard.map(r -> r.slotsMoved() + " slot(s) moved").orElse("no reshard recorded"));
        reshard.ifPresent(r -> {
            check(failed, "the hot slot moved to the new master", r.hotSlotTo() == r.addedPort(),
                    "slot " + r.hotSlot() + ": " + r.hotSlotFrom() + " -> " + r.hotSlotTo());
            for (RedisReshardShare share : r.shares()) {
                check(failed, "shard " + share.port() + "'s measured share after the move is within "
                        + shareTolerance + " of its prediction",
                        Math.abs(share.measuredAfter() - share.predictedAfter()) <= shareTolerance,
                        String.format(Locale.ROOT, "measured %.3f, predicted %.3f (before: %.3f, %.3f)",
                                share.measuredAfter(), share.predictedAfter(), share.measuredBefore(),
                                share.predictedBefore()));
            }
        });
    }

    private static void check(List<String> failed, String claim, boolean holds, String measured) {
        String line = (holds ? "ok: " : "FAILED: ") + claim + " (" + measured + ")";
        System.out.println("  check " + line);
        if (!holds) {
            failed.add(line);
        }
    }

    private static void inBackground(Runnable chaos) {
        Thread thread = new Thread(chaos, "redis-chaos");
        thread.setDaemon(true);
        thread.start();
    }

    private static Duration[] parsePause(String value) {
        String[] parts = value.split(":");
        if (parts.length != 2) {
            throw new IllegalArgumentException("hotshard.redis.pause must be AT:FOR (e.g. 10s:3s) but was " + value);
        }
        return new Duration[] {SimProperties.parseDuration("hotshard.redis.pause", parts[0]),
            SimProperties.parseDuration("hotshard.redis.pause", parts[1])};
    }

    private static Map<String, String> defaults(Map<String, String> overrides) {
        Map<String, String> defaults = new HashMap<>();
        defaults.put("hotshard.store", RedisSettings.STORE);
        defaults.put("hotshard.dist", "celebrity");
        defaults.put("hotshard.celebrityShare", "0.6");
        defaults.put("hotshard.items", "10000");
        defaults.putAll(overrides);
        return defaults;
    }
}
