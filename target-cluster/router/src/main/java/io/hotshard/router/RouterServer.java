package io.hotshard.router;

import io.hotshard.router.admin.AdminRoutes;
import io.hotshard.router.admin.MembershipAdmin;
import io.hotshard.router.admin.MitigationAdmin;
import io.hotshard.router.admin.RouterPrometheus;
import io.hotshard.router.admin.RouterView;
import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.Clocks;
import io.hotshard.router.core.EveryLoop;
import io.hotshard.router.core.HashShares;
import io.hotshard.router.core.InFlight;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.dashboard.Dashboard;
import io.hotshard.router.membership.EventLog;
import io.hotshard.router.membership.Membership;
import io.hotshard.router.membership.MembershipChange;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.membership.SharedChanges;
import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.router.metrics.RouterMetrics;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.migrate.MigrationRequest;
import io.hotshard.router.migrate.Migrator;
import io.hotshard.router.mitigate.AdaptiveController;
import io.hotshard.router.mitigate.MitigationControl;
import io.hotshard.router.mitigate.MitigationSettings;
import io.hotshard.router.mitigate.MitigationState;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;

/**
 * Handle on one ring router running in a given {@link Vertx}: start it, change its membership or partitioner
 * (the same operations as the admin API), read its events and metrics, stop it. Safe to call from any thread;
 * nothing here blocks: membership changes run on a dedicated worker thread and complete the returned future. It
 * serves on {@link RouterConfig#eventLoops()} event loops, loop 0 also being the control loop. In a clustered
 * {@link Vertx} (see {@link RouterGroup}) the router shares its membership, partitioner, mitigation settings and
 * migration lock with every router of the same cluster: a change made at any of them reaches all.
 */
public final class RouterServer implements RouterView, MembershipAdmin, MitigationAdmin {

    private static final AtomicLong INSTANCES = new AtomicLong();

    private final RouterConfig config;
    private final Clocks clocks;
    private final EventLog events = new EventLog(System::currentTimeMillis);
    private final RouterMetrics metrics = new RouterMetrics();
    private final InFlight inFlight = new InFlight();
    private final EveryLoop loops;
    private final Migrator migrator;
    private final Membership membership;
    private final HashShares shares;
    private final MitigationControl mitigations;
    private final Dashboard dashboard = new Dashboard(this);
    private final RouterDeployment deployment;
    private RouterPrometheus prometheus;

    /**
     * The options of a Vert.x instance a router with {@code eventLoops} loops runs in: a thread for each of its loops,
     * and at least Vert.x's default loops for what shares the instance (an embedded cluster's shards, a group's
     * membership). Every entry point that starts a router sizes its Vert.x with this.
     */
    public static VertxOptions vertxOptions(int eventLoops) {
        return new VertxOptions().setEventLoopPoolSize(Math.max(VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE, eventLoops))
                .setPreferNativeTransport(true);
    }

    /** Creates a router; nothing listens before {@link #start()}. */
    public RouterServer(Vertx vertx, RouterConfig config) {
        this(vertx, config, Clocks.system());
    }

    /** A router whose mitigations read time from {@code clocks}. */
    RouterServer(Vertx vertx, RouterConfig config, Clocks clocks) {
        if (config.shards().isEmpty()) {
            throw new IllegalArgumentException("a router needs at least one shard but its configuration has none");
        }
        this.config = config;
        this.clocks = clocks;
        this.loops = new EveryLoop(config.eventLoops());
        this.migrator = new Migrator(System::currentTimeMillis, loops);
        this.mitigations = new MitigationControl(config.mitigations(), clocks, loops);
        long instance = INSTANCES.incrementAndGet();
        this.membership = new Membership(vertx, config.membershipSettings(), events,
                "hotshard-router-membership-" + instance, mitigations, vertx.isClustered() ? new SharedChanges(vertx) : null);
        this.shares = new HashShares(vertx, config.shareSampleKeys());
        this.deployment = new RouterDeployment(vertx, config);
    }

    /**
     * Builds the first ring, deploys one verticle per event loop, then listens on the configured port with the
     * {@link io.hotshard.router.front.FrontServer}, whose connections are spread over the verticles' loops, and returns
     * the bound port.
     */
    public Future<Integer> start() {
        return deployment.start(membership::initialise, index -> new RouterVerticle(this, index));
    }

    /** Stops listening and probing and closes the shard connections. */
    public Future<Void> stop() {
        return deployment.stop().eventually(membership::close).andThen(done -> {
            synchronized (this) {
                if (prometheus != null) {
                    prometheus.close();
                }
            }
        });
    }

    /** The router's Prometheus meters, created by the first scrape. */
    synchronized RouterPrometheus prometheus() {
        if (prometheus == null) {
            prometheus = new RouterPrometheus(this, metrics);
        }
        return prometheus;
    }

    /** The bound port, or 0 before {@link #start()} has completed. */
    public int port() {
        return deployment.port();
    }

    public RouterConfig config() {
        return config;
    }

    /** The current membership snapshot. */
    public RouterState state() {
        return membership.current();
    }

    /** Adds a shard to the ring; fails with {@link AdminRejection} (409 duplicate, 403 non-loopback URL). */
    public Future<MembershipChange> addNode(ShardSpec spec) {
        return membership.add(spec, true);
    }

    /**
     * Adds a shard, in the ring or, with {@code inRing} false, as a dedicated member the partitioner never chooses,
     * reached only through pins; fails as {@link #addNode(ShardSpec)}.
     */
    public Future<MembershipChange> addNode(ShardSpec spec, boolean inRing) {
        return membership.add(spec, inRing);
    }

    /** Removes a shard; fails with {@link AdminRejection} (404 unknown, 409 last node of the ring). */
    public Future<MembershipChange> removeNode(String nodeId) {
        return membership.remove(nodeId);
    }

    /** Rebuilds the ring with other partitioner settings; fails with {@link AdminRejection} (400). */
    public Future<MembershipChange> switchPartitioner(PartitionerSettings settings) {
        return membership.switchPartitioner(settings);
    }

    /** As {@link #switchPartitioner(PartitionerSettings)} with the current settings changed by {@code patch}. */
    public Future<MembershipChange> switchPartitioner(JsonObject patch) {
        return membership.switchPartitioner(patch);
    }

    /** The JSON of {@code GET /admin/ring}, shares estimated on a worker thread and cached per ring. */
    public Future<JsonObject> ring() {
        try {
            return AdminRoutes.ringJson(membership.current(), shares, inFlight, config.downOn(),
                    config.removeDownNodes());
        } catch (IllegalStateException e) {
            return Future.failedFuture(e);
        }
    }

    /**
     * Starts an online migration that adds a node with its data and answers with its JSON once dual writes are
     * on; fails with {@link AdminRejection} (409 a migration runs or the node exists, 403 remote URL).
     */
    public Future<JsonObject> startMigration(MigrationRequest request) {
        return migrator.start(request);
    }

    /** {@code {"migration": the running or last migration's JSON, or null}}, as {@code GET /admin/migrations}. */
    public JsonObject migration() {
        return migrator.json();
    }

    /** Every kept membership event, oldest first. */
    public List<MembershipEvent> events() {
        return events.since(0);
    }

    /** The kept events with a sequence number above {@code sequence}, oldest first. */
    public List<MembershipEvent> eventsSince(long sequence) {
        return events.since(sequence);
    }

    /** The router's counters and cumulative latency summaries, the mitigations' counters included. */
    public RouterMetricsSnapshot metrics() {
        return metrics.snapshot(inFlight, mitigations.counts());
    }

    /** The mitigation settings in force. */
    public MitigationSettings mitigations() {
        return mitigations.current().settings();
    }

    /** The settings in force and the keys the adaptive controller mitigates. */
    public MitigationState mitigationState() {
        return mitigations.current();
    }

    /** The JSON of {@code GET /admin/mitigations}: settings, {@code adaptiveKeys} and {@code adaptiveLog}. */
    public JsonObject mitigationsJson() {
        return mitigations.toJson();
    }

    /**
     * Merges {@code patch} over the mitigation settings and applies them at once, answering the JSON of
     * {@code GET /admin/mitigations}; fails with {@link IllegalArgumentException}, nothing changed, on a bad patch.
     */
    public Future<JsonObject> configureMitigations(JsonObject patch) {
        if (membership.isShared()) {
            return membership.mitigate(patch);
        }
        try {
            return Future.succeededFuture(mitigations.configure(patch, membership.current()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            return Future.failedFuture(e);
        }
    }

    /**
     * The JSON of {@code GET /admin/hotkeys}: the detectors' window, top k and keys over every event loop, most
     * frequent first.
     */
    public Future<JsonObject> hotKeys() {
        return mitigations.hotKeys();
    }

    /** Runs one adaptive round now, as the router does once a second. */
    Future<AdaptiveController.Round> adaptiveRound() {
        return mitigations.adaptiveRound();
    }

    EveryLoop loops() {
        return loops;
    }

    MitigationControl mitigationControl() {
        return mitigations;
    }

    Clocks clocks() {
        return clocks;
    }

    /** Latency histograms recorded since the previous call, one per {@code .hlog} metric. */
    public RouterIntervals intervalHistograms() {
        return metrics.intervals();
    }

    /** A copy of every single-key latency recorded since the router started (µs). */
    public Histogram kvLatencyHistogram() {
        return metrics.kvCumulative();
    }

    /** The live dashboard's snapshots and streams. */
    public Dashboard dashboard() {
        return dashboard;
    }

    /** Requests in flight per shard now. */
    public Map<String, Long> inFlight() {
        return inFlight.snapshot();
    }

    Migrator migrator() {
        return migrator;
    }

    Membership membership() {
        return membership;
    }

    public RouterMetrics routerMetrics() {
        return metrics;
    }

    InFlight inFlightView() {
        return inFlight;
    }
}
