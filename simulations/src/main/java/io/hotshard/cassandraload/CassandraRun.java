package io.hotshard.cassandraload;

import io.hotshard.cassandra.NodeProcess;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.hotshard.sim.ClientLatencyLog;
import io.hotshard.sim.Closer;
import io.hotshard.sim.InterruptHook;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One run against a Cassandra cluster: the cluster (started for the run, or an existing one reached through
 * {@code hotshard.target}), the rows preloaded, the client, the nodes sampled once a second into
 * {@code cassandra-nodes.csv}, and at the end the summary ({@link CassandraRunSummary}) beside the samples; a cluster
 * started for the run is stopped. {@code run.json} is recorded from the client side
 * ({@link io.hotshard.recording.ClientSideTarget#cassandra}), with the summary as its {@code cassandra} section.
 *
 * <p>A run whose JVM begins to exit before it finished (SIGTERM, Ctrl-C) is stopped by its {@link InterruptHook}:
 * an {@code interrupted} note, the client stopped, the last samples, the summary, {@code run.json} marked
 * incomplete, every node the run started stopped, and the report written.
 */
public final class CassandraRun implements AutoCloseable {

    /** How long an interrupted run waits for requests in flight: the stop must end within seconds. */
    private static final Duration INTERRUPTED_DRAIN = Duration.ofSeconds(1);

    private final RunParts parts;
    private final Closer closer;
    private final InterruptHook interrupt;
    private final ClientLatencyLog clientLog;
    private final Optional<NodeAddition> addition;
    private final Optional<NodeChaos> chaos;

    private CassandraRun(RunParts parts, Closer closer, InterruptHook interrupt) {
        this.parts = parts;
        this.closer = closer;
        this.interrupt = interrupt;
        this.clientLog = closer.add(ClientLatencyLog.start(parts.load().latency(), parts.directory(),
                parts.recordingStartedMillis()));
        // Added last, closed first: a bootstrap under way stops before the sampler and the cluster.
        ChaosSettings settings = parts.plan().settings().chaos();
        this.addition = settings.addNodeAt().map(at -> closer.add(NodeAddition.schedule(parts, at)));
        // Added after the cluster, closed before it: a paused node is resumed before the nodes are stopped.
        this.chaos = settings.actsOnANode() ? Optional.of(closer.add(NodeChaos.schedule(parts, settings)))
                : Optional.empty();
    }

    /** Starts the run: cluster, client, preload, prediction, sampler; a start that fails closes what it opened. */
    public static CassandraRun start(CassandraRunPlan plan) {
        Closer closer = new Closer();
        AtomicReference<CassandraRun> started = new AtomicReference<>();
        InterruptHook interrupt = InterruptHook.install("hotshard-cassandra-run-interrupted", () -> {
            CassandraRun run = started.get();
            if (run != null) {
                run.stopInterrupted();
            } else {
                closer.close();
            }
        });
        try {
            started.set(new CassandraRun(CassandraRunStart.open(plan, closer), closer, interrupt));
            return started.get();
        } catch (RuntimeException e) {
            if (interrupt.claim()) {
                try {
                    closer.close();
                } catch (RuntimeException closing) {
                    e.addSuppressed(closing);
                } finally {
                    interrupt.release();
                }
            }
            throw e;
        }
    }

    /** The client requests go through. */
    public CassandraLoad load() {
        return parts.load();
    }

    /** The run directory. */
    public Path directory() {
        return parts.directory();
    }

    /** The prediction, made on the ring as the load began. */
    public TokenForecast forecast() {
        return parts.forecast();
    }

    /** The keyspace's replication factor. */
    public int rf() {
        return parts.rf();
    }

    /** The node processes the run started (empty for a target). */
    public List<NodeProcess> processes() {
        return parts.cluster().processes();
    }

    /**
     * Drains the client, takes the last samples, writes the summary and {@code run.json} (complete), stops a cluster
     * started for the run.
     */
    public synchronized CassandraRunSummary finish() {
        if (!interrupt.claim()) {
            throw new IllegalStateException("the run in " + parts.directory() + " was interrupted");
        }
        try {
            CassandraRunSummary summary = conclude(parts.plan().settings().timeout().multipliedBy(2));
            try {
                parts.recorder().finish();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return summary;
        } finally {
            try {
                closer.close();
            } finally {
                interrupt.release();
            }
        }
    }

    /** Stops an unfinished run: everything it opened closed, its cluster stopped. */
    @Override
    public void close() {
        if (interrupt.claim()) {
            try {
                closer.close();
            } finally {
                interrupt.release();
            }
        }
    }

    /** The hook's stop: as {@link #finish}, without waiting for stragglers, marked interrupted and incomplete. */
    private void stopInterrupted() {
        RuntimeException failure = null;
        try {
            parts.recorder().recordEvent(EventKind.NOTE, "run", InterruptHook.note());
            conclude(INTERRUPTED_DRAIN);
        } catch (RuntimeException e) {
            failure = e;
        }
        try {
            closer.close();
        } catch (RuntimeException e) {
            failure = kept(failure, e);
        }
        try {
            ReportWriter.write(parts.directory(), ReportOptions.defaults());
        } catch (IOException e) {
            failure = kept(failure, new UncheckedIOException(e));
        } catch (RuntimeException e) {
            failure = kept(failure, e);
        }
        if (failure != null) {
            throw failure;
        }
        System.err.println("hotshard: run interrupted; " + parts.directory() + " is marked incomplete, the nodes it"
                + " started are stopped and its report says so");
    }

    private static RuntimeException kept(RuntimeException first, RuntimeException next) {
        if (first == null) {
            return next;
        }
        first.addSuppressed(next);
        return first;
    }

    /** What the client and the nodes saw of a node killed or paused. */
    private CassandraChaos chaosSummary(NodeChaos nodeChaos) {
        ChaosSettings settings = parts.plan().settings().chaos();
        List<Map.Entry<Duration, String>> done = new ArrayList<>();
        settings.pauseAt().ifPresent(at -> done.add(Map.entry(at, "SIGSTOP at " + at.toMillis() + " ms for "
                + settings.pauseFor().toMillis() + " ms")));
        settings.killAt().ifPresent(at -> done.add(Map.entry(at, "SIGKILL at " + at.toMillis() + " ms")));
        settings.decommissionAt().ifPresent(at -> done.add(Map.entry(at, "decommission at " + at.toMillis() + " ms")));
        done.sort(Map.Entry.comparingByKey());
        String actions = String.join(" and ", done.stream().map(Map.Entry::getValue).toList());
        return new CassandraChaos(nodeChaos.address(), actions, ChaosPrediction.oneDead(
                parts.plan().settings().consistency(), parts.rf()), parts.load().errorsByKind(),
                NodeChaos.hints(List.copyOf(parts.ring().tokens().keySet())),
                nodeChaos.decommissioned().map(d -> (d.endMillis() - d.startMillis()) / 1000.0).orElse(-1.0),
                nodeChaos.decommissioned().map(NodeChaos.Decommission::streamedBytes).orElse(-1L),
                nodeChaos.decommissioned().map(d -> PhaseLatency.of(PhaseLatency.read(parts.directory()
                        .resolve(RunFiles.CLIENT_LOG)), d.startMillis(), d.endMillis())).orElse(null));
    }

    /** The added node's figures; its client latency from {@code client.hlog}, closed by then. */
    private CassandraBootstrap bootstrap(NodeAddition added) {
        Optional<BootstrapFacts> facts = added.facts();
        if (facts.isEmpty()) {
            int before = parts.ring().tokens().size();
            String address = parts.plan().settings().layout(parts.directory()).address(before);
            return CassandraBootstrap.notNormal(added.failure().map(why -> "failed: " + why)
                    .orElse("still joining at the end"), address, before);
        }
        return CassandraBootstrap.of(facts.get(), parts.sampler().totals(),
                PhaseLatency.read(parts.directory().resolve(RunFiles.CLIENT_LOG)), parts.recordingStartedMillis(),
                parts.rf());
    }

    private CassandraRunSummary conclude(Duration drain) {
        int inFlight = parts.load().stop(drain);
        closer.closeNow(parts.sampler());
        closer.closeNow(clientLog);
        CassandraRunSummary summary = CassandraRunSummary.of(parts, inFlight, Instant.now().toString(),
                addition.map(this::bootstrap).orElse(null), chaos.map(this::chaosSummary).orElse(null));
        summary.write(parts.directory());
        LoadCounts counts = summary.counts();
        parts.recorder().section(RunFiles.CASSANDRA_SECTION, summary.toJson());
        parts.recorder().section("generator", new JsonObject().put("requests", counts.sent())
                .put("offered", counts.sent() + counts.refused()).put("ok", counts.succeeded())
                .put("failed", counts.failed() + counts.timedOut()).put("refused", counts.refused()));
        return summary;
    }
}
