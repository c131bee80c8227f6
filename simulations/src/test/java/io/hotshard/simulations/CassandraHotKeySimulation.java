package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.Simulation;
import io.hotshard.cassandraload.CassandraBootstrap;
import io.hotshard.cassandraload.CassandraRun;
import io.hotshard.cassandraload.CassandraRunSummary;
import io.hotshard.keys.KeyRandom;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.CassandraCapacity;
import io.hotshard.runformat.CassandraNode;
import io.hotshard.runformat.CassandraReconciliation;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.KeySettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A hot key on a real Cassandra cluster: the celebrity workload (or any {@code hotshard.dist}, or
 * {@code hotshard.trace}) as CQL reads and writes ({@code hotshard.readProportion}, default 0.95) of
 * {@code hotshard.kv} through the Java driver, token-aware, at consistency {@code hotshard.cassandra.cl}, open model.
 * Without {@code hotshard.target} the run starts its own cluster ({@code hotshard.cassandra.nodes} nodes, keyspace
 * rf {@code hotshard.cassandra.rf}) and stops it at the end. Checks: the node with the largest measured share of
 * local reads holds the hottest key and, with rf 1, is the one predicted from the keys and the live token map; the
 * client's requests reconcile with the nodes' coordinator counts; {@code run.json} names the target's kind; the live
 * dashboard answers with every node of the ring. With
 * {@code hotshard.cassandra.addNodeAt} a node is added under load, and checked ({@link #failedBootstrapChecks}).
 */
public class CassandraHotKeySimulation extends Simulation {

    /** The coordinated requests an added node's start may count beyond the client's. */
    static final long ADDED_NODE_START_QUERIES = 10;

    /** How far the added node's measured share of local reads may be from its predicted share. */
    static final double READ_SHARE_TOLERANCE = 0.05;

    private final CassandraHotKeySettings settings;
    private volatile CassandraRun run;

    /** Sets up the load and the checks. */
    public CassandraHotKeySimulation() {
        this(Map.of());
    }

    /** The same run with other defaults (shorter ones for the build). */
    protected CassandraHotKeySimulation(Map<String, String> overrides) {
        String simulation = getClass().getSimpleName();
        // A bad hotshard.* value ends the run with one line before any scenario starts.
        CassandraHotKeySettings read = SettingsGate.read(() -> CassandraHotKeySettings.from(overrides, simulation));
        settings = read;
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (!read.ramp().isZero()) {
            steps.add(rampUsersPerSec(1).to(read.rate()).during(read.ramp()));
        }
        steps.add(constantUsersPerSec(read.rate()).during(read.duration()));
        setUp(scenario("cassandra-kv").feed(CassandraHotKeyRequests.feed(
                        KeySettings.generator(read.props(), KeyRandom.fromSeed(read.seed())), read.trace(),
                        read.writeShare(), KeyRandom.fromSeed(read.seed() - 1)))
                .exec(new CassandraActionBuilder(() -> run.load()))
                .injectOpen(steps.toArray(OpenInjectionStep[]::new)))
                .assertions(global().successfulRequests().percent().gt(read.minSuccessPercent()));
    }

    @Override
    public void before() {
        run = CassandraRun.start(settings.plan());
        System.out.println(String.format(Locale.ROOT, "hotshard: %s on %s (%s), consistency %s, rf %d; hottest key"
                        + " %s on %s; mitigation: %s; run directory %s", settings.plan().simulation(),
                settings.cassandra().target().map(Object::toString).orElse(settings.cassandra().nodes()
                        + " nodes from " + settings.cassandra().baseAddress()),
                settings.cassandra().target().isPresent() ? "a running cluster" : "started for this run",
                settings.cassandra().consistency(), run.rf(), run.forecast().hottestKey(),
                run.forecast().hottestKeyReplicas(), settings.cassandra().mitigation().describe(), run.directory()));
        run.processes().forEach(p -> System.out.println("hotshard: node " + p.address() + " pid " + p.pid()));
        System.out.println("hotshard: live dashboard at " + run.dashboardUrl());
    }

    @Override
    public void after() {
        Optional<JsonNode> snapshot = DashboardProbe.snapshot(run.dashboardUrl());
        CassandraRunSummary summary = run.finish();
        summary.print(System.out);
        System.out.println("  wrote " + run.directory().resolve(RunFiles.MANIFEST) + ", "
                + run.directory().resolve(RunFiles.CASSANDRA_SHARES) + ", "
                + run.directory().resolve(RunFiles.CASSANDRA_NODES));
        try {
            ReportWriter.write(run.directory(), ReportOptions.defaults())
                    .forEach(path -> System.out.println("  report: " + path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> failed = failedChecks(summary, targetKind(run.directory()));
        failed.addAll(failedDashboardCheck(snapshot, summary.nodes().size()));
        if (summary.bootstrap() != null) {
            failed.addAll(failedBootstrapChecks(summary.bootstrap(), eventKinds(run.directory())));
        }
        if (!failed.isEmpty()) {
            throw new AssertionError("hotshard run checks failed: " + failed);
        }
    }

    /** The checks that failed, each as its console line; every check's line is printed as it is made. */
    static List<String> failedChecks(CassandraRunSummary summary, String targetKind) {
        List<String> failed = new ArrayList<>();
        check(failed, "run.json records the target as kind " + RunFiles.CASSANDRA_TARGET_KIND,
                RunFiles.CASSANDRA_TARGET_KIND.equals(targetKind), "target.kind " + targetKind);
        CassandraNode measured = summary.measuredHottestNode();
        CassandraNode predicted = summary.predictedHottestNode();
        String hottest = String.format(Locale.ROOT, "measured %s %.3f, predicted %s %.3f", measured.address(),
                measured.measuredReadShare(), predicted.address(), predicted.predictedReadShare());
        if (summary.clientCache()) {
            // The prediction places the keys as sent; a cache keeps the hottest ones from the cluster.
            System.out.println("  checks not evaluated with a client-side cache: the hottest node predicted from the"
                    + " keys, and whether it holds the hottest key (" + hottest + ")");
        } else if (summary.rf() == 1) {
            check(failed, "the node with the most local reads is the one predicted from the keys and the token map",
                    measured.address().equals(predicted.address()), hottest);
        } else {
            // With several replicas the hot key's reads are split between them as the snitch chooses, so which
            // replica leads is a coin toss; the replica set is what the token map decides.
            System.out.println("  check not evaluated: which of the hot key's " + summary.rf() + " replicas has the"
                    + " most local reads (" + hottest + ")");
        }
        if (!summary.clientCache()) {
            check(failed, "the node with the most local reads holds the sample's hottest key",
                    summary.hottestKeyReplicas().contains(measured.address()), "key " + summary.hottestKey()
                            + " on " + summary.hottestKeyReplicas());
        }
        CassandraReconciliation r = summary.reconciliation();
        // A node added during the run counts from zero, its start's own queries too (the CQL probe that tells it
        // answers, the first queries of a session opened on it): a few more than the client sent.
        long startQueries = summary.bootstrap() == null ? 0 : ADDED_NODE_START_QUERIES;
        check(failed, "the statements sent reconcile with the nodes' coordinator counts", r.withinTolerance()
                        || (r.coordinated() >= r.sent() && r.coordinated() - r.sent() <= startQueries),
                r.sent() + " sent, " + r.coordinated() + " coordinated" + (startQueries == 0 ? ""
                        : ", up to " + startQueries + " more allowed for the added node's start"));
        CassandraCapacity capacity = summary.capacity();
        check(failed, "the capacity plan is measured: every node's CPU per request served and the client's",
                capacity.machineSaturatesAtClientRequestsPerSecond() > 0
                        && capacity.nodes().stream().allMatch(n -> n.cpuMicrosPerRequest() > 0),
                capacity.nodes().stream().map(n -> String.format(Locale.ROOT, "%s %.1f µs", n.address(),
                        n.cpuMicrosPerRequest())).toList() + String.format(Locale.ROOT, ", client %.1f µs per request,"
                        + " cores run out at %.0f/s", capacity.clientCpuMicrosPerRequest(),
                        capacity.machineSaturatesAtClientRequestsPerSecond()));
        return failed;
    }

    /**
     * The checks of a node added under load: it became normal during the run, its share of the local reads after it
     * is within {@value #READ_SHARE_TOLERANCE} of the share predicted on the new ring, and run.json holds its events.
     */
    static List<String> failedBootstrapChecks(CassandraBootstrap bootstrap, List<String> eventKinds) {
        List<String> failed = new ArrayList<>();
        boolean normal = bootstrap.outcome().equals(CassandraBootstrap.NORMAL);
        check(failed, "the added node became normal during the run", normal, bootstrap.address() + " "
                + bootstrap.outcome());
        if (normal) {
            check(failed, "the added node's share of local reads after it is the one predicted on the new ring",
                    Math.abs(bootstrap.measuredReadShare() - bootstrap.predictedReadShare()) <= READ_SHARE_TOLERANCE
                            && bootstrap.localReadsAfter() > 0, String.format(Locale.ROOT,
                            "measured %.3f of %d reads, predicted %.3f, tolerance %.2f", bootstrap.measuredReadShare(),
                            bootstrap.localReadsAfter(), bootstrap.predictedReadShare(), READ_SHARE_TOLERANCE));
        }
        check(failed, "run.json records the node's addition and the bootstrap's end",
                eventKinds.contains(EventKind.NODE_ADDED.label() + " " + bootstrap.address())
                        && (!normal || eventKinds.contains(EventKind.NOTE.label() + " " + bootstrap.address())),
                "events " + eventKinds);
        return failed;
    }

    /** The check that the live dashboard answered before the run finished, with every node and the client's requests. */
    static List<String> failedDashboardCheck(Optional<JsonNode> snapshot, int nodes) {
        List<String> failed = new ArrayList<>();
        int shown = snapshot.map(s -> s.path("nodes").size()).orElse(0);
        long sent = snapshot.map(s -> s.path("client").path("sent").asLong()).orElse(0L);
        check(failed, "the live dashboard answered with every node and the client's requests", snapshot.isPresent()
                && shown >= nodes && sent > 0, snapshot.isEmpty() ? "no snapshot within 15 s"
                : shown + " nodes shown of " + nodes + ", " + sent + " requests sent");
        return failed;
    }

    /** Each event of run.json as its kind and target. */
    private static List<String> eventKinds(Path directory) {
        try {
            List<String> kinds = new ArrayList<>();
            new ObjectMapper().readTree(directory.resolve(RunFiles.MANIFEST).toFile()).path("events")
                    .forEach(e -> kinds.add(e.path("kind").asText() + " " + e.path("target").asText()));
            return kinds;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String targetKind(Path directory) {
        try {
            return new ObjectMapper().readTree(directory.resolve(RunFiles.MANIFEST).toFile()).path("target")
                    .path("kind").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void check(List<String> failed, String claim, boolean holds, String figures) {
        String line = (holds ? "ok: " : "FAILED: ") + claim + " (" + figures + ")";
        System.out.println("  check " + line);
        if (!holds) {
            failed.add(line);
        }
    }
}
