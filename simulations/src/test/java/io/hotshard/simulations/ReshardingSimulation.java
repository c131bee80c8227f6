package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.report.analysis.MoveImpact;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.render.MoveImpactText;
import io.hotshard.report.run.RouterSecond;
import io.hotshard.runformat.EventKind;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/**
 * Online resharding under load: {@code hotshard.preload} keys stored first, Zipfian read-mostly traffic over exactly
 * those keys on four shards, and at {@code hotshard.migrate.at} (20 s) a fifth shard added with its data at
 * {@code hotshard.migrate.throttle} keys per second (default 500). With a throttle of 0 the shard is added plainly
 * ({@code POST /admin/nodes}), seed 001's case: the moved keys stay behind and read as missing. The migrating run
 * checks that the migration finished, that no read of a stored key answered 404 and that verify found no mismatch;
 * the plain add checks that reads of moved keys answered 404. {@code scripts/simulate-resharding} compares both.
 */
public class ReshardingSimulation extends HotshardSimulation {

    /** Its scenario reaches the run's recorder (or sets its own rates), which only injector 0 has. */
    @Override
    protected boolean splitsOverInjectors() {
        return false;
    }

    private static final int DEFAULT_THROTTLE_KEYS_PER_SECOND = 500;

    private final LongAdder notFound = new LongAdder();
    private final ChaosStep move;

    /** Sets up the preloaded load, the node addition and the checks of the chosen variant. */
    public ReshardingSimulation() {
        super(setting(() -> defaults(SimProperties.fromSystem())));
        move = setting(() -> settings.chaos().steps().stream()
                .filter(s -> s.action() == ChaosAction.ADD || s.action() == ChaosAction.MIGRATE).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("ReshardingSimulation needs an add or migrate step in"
                        + " hotshard.chaos but was '" + props.raw("hotshard.chaos") + "'")));
        boolean migrates = move.action() == ChaosAction.MIGRATE;
        if (migrates) {
            checkMigration();
        } else {
            check("plain add: reads of moved keys answered 404 (seed 001's missing moved key)",
                    a -> notFound.sum() > 0, a -> notFound.sum());
            check("plain add: no read answered 404 before the add",
                    a -> impact(a).map(i -> i.before().responses4xx() == 0).orElse(false),
                    a -> impact(a).map(i -> i.before().responses4xx()).orElse(null));
        }
        check("every 404 the router answered is a read the generator counted",
                a -> routerNotFound(a) == notFound.sum(), a -> routerNotFound(a) + " at the router, "
                        + notFound.sum() + " in the generator");
        // A 404 is a failed "get" in the migrating run; the check above counts them exactly, while this bound
        // leaves room for time-outs of a busy machine.
        setUp(withChaos(scenario("key-value").feed(feeder())
                .exec(Requests.storedKeyValue(this::run, settings.client().clientTimeout(), migrates,
                        notFound)).injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(2.0),
                        details("chaos: " + move.label()).failedRequests().count().is(0L));
    }

    /** This simulation's defaults; the chaos step follows {@code hotshard.migrate.*} and the shard count. */
    static Map<String, String> defaults(SimProperties system) {
        int throttle = system.intValue("hotshard.migrate.throttle", DEFAULT_THROTTLE_KEYS_PER_SECOND, 0,
                ChaosStep.MAX_THROTTLE_KEYS_PER_SECOND);
        int shards = system.intValue("hotshard.shards", ClusterConfig.DEFAULT_SHARDS, 1, ClusterConfig.MAX_SHARDS - 1);
        String at = system.string("hotshard.migrate.at", "20s");
        String spare = ClusterConfig.ID_PREFIX + shards;
        String items = system.string("hotshard.items", "6000");
        Map<String, String> defaults = new HashMap<>(Map.of("hotshard.rate", "800", "hotshard.ramp", "10s",
                "hotshard.duration", "40s", "hotshard.shards", "4", "hotshard.dist", "zipfian",
                "hotshard.items", items, "hotshard.preload", items, "hotshard.readProportion", "0.9"));
        defaults.put("hotshard.migrate.throttle", Integer.toString(DEFAULT_THROTTLE_KEYS_PER_SECOND));
        defaults.put("hotshard.migrate.at", at);
        defaults.put("hotshard.chaos", throttle == 0 ? at + ":add:" + spare
                : at + ":migrate:" + spare + ":" + throttle);
        return defaults;
    }

    private void checkMigration() {
        check("the migration reached done", a -> "done".equals(field("phase")),
                a -> field("phase") + (field("error") == null ? "" : ": " + field("error")));
        check("no read of a stored key answered 404", a -> notFound.sum() == 0, a -> notFound.sum());
        check("every moved key was copied: keysCopied == keysToMove > 0",
                a -> count("keysToMove") > 0 && count("keysCopied") == count("keysToMove"),
                a -> count("keysCopied") + " of " + count("keysToMove"));
        check("verify checked every moved key and found no mismatch",
                a -> count("verified") >= count("keysToMove") && count("mismatches") == 0,
                a -> count("verified") + " verified, " + count("mismatches") + " mismatches");
        check("keys missing on their new owner after cutover are reported",
                a -> field("missingAfterCutover") instanceof Number, a -> field("missingAfterCutover"));
    }

    /** The reads answered 404 as the generator counted them, for the comparison's "reads answered 404" row. */
    @Override
    protected void beforeFinish() {
        run().section("resharding", new JsonObject().put("readsNotFound", notFound.sum())
                .put("move", move.label()));
    }

    @Override
    protected void describe(RunAnalysis analysis, PrintStream out) {
        run().migration().ifPresent(m -> out.println("  migration: " + m.getString("phase") + ", " + m.getLong("keysToMove")
                + " keys to move, " + m.getLong("keysCopied") + " copied, " + m.getLong("verified") + " verified, "
                + m.getLong("mismatches") + " mismatches, " + m.getLong("missingAfterCutover")
                + " missing after cutover, " + m.getLong("cleaned") + " cleaned, " + m.getLong("dualWrites")
                + " dual writes; per second in " + analysis.run().dir().resolve(MigrationWatch.FILE)));
        out.println("  " + move.label() + ": " + impact(analysis).map(MoveImpactText::describe)
                .orElse("not seen in the run") + "; reads answered 404: " + notFound.sum());
    }

    /** The move's windows: a migration's start to its end, or the instant a plain add reached the ring. */
    private Optional<MoveImpact> impact(RunAnalysis a) {
        long origin = run().startedAtMillis();
        double loadStart = settings.ramp().toMillis() / 1e3;
        Optional<JsonObject> migration = run().migration();
        if (move.action() == ChaosAction.MIGRATE) {
            return migration.map(m -> {
                Long finished = m.getLong("finishedAtMillis");
                return MoveImpact.of(a.run().routerSingleKey(), a.run().router(), loadStart,
                        (m.getLong("startedAtMillis") - origin) / 1e3,
                        finished == null ? Double.POSITIVE_INFINITY : (finished - origin) / 1e3);
            });
        }
        return a.run().manifest().events().stream()
                .filter(e -> e.kind() == EventKind.NODE_ADDED && e.target().equals(move.target())).findFirst()
                .map(e -> MoveImpact.of(a.run().routerSingleKey(), a.run().router(), loadStart, e.atMillis() / 1e3,
                        e.atMillis() / 1e3));
    }

    private Object field(String name) {
        return run().migration().map(m -> m.getValue(name)).orElse(null);
    }

    private long count(String name) {
        return field(name) instanceof Number n ? n.longValue() : -1;
    }

    private static long routerNotFound(RunAnalysis a) {
        return a.run().router().stream().mapToLong(RouterSecond::responses4xx).sum();
    }
}
