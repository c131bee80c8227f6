package io.hotshard.router;

import io.hotshard.router.migrate.MigrationRequest;
import io.hotshard.router.migrate.Migrator;
import io.hotshard.router.mitigate.MitigationSettings;
import io.hotshard.router.mitigate.MitigationState;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Handle on one ring router running in a given {@link Vertx}: start it, change its membership or partitioner
 * (the same operations as the admin API), read its events and metrics, stop it. Safe to call from any thread;
 * nothing here blocks: membership changes run on a dedicated worker thread and complete the returned future.
 */
public final class RouterServer {

    private static final AtomicLong INSTANCES = new AtomicLong();

    private final Vertx vertx;
    private final RouterConfig config;
    private final Clocks clocks;
    private final EventLog events = new EventLog(System::currentTimeMillis);
    private final RouterMetrics metrics = new RouterMetrics();
    private final InFlight inFlight = new InFlight();
    private final Migrator migrator = new Migrator(System::currentTimeMillis);
    private final Membership membership;
    private final HashShares shares;
    private final RouterVerticle verticle;
    private final MitigationControl mitigations;
    private String deploymentId;
    private boolean used;

    /** Creates a router; nothing listens before {@link #start()}. */
    public RouterServer(Vertx vertx, RouterConfig config) {
        this(vertx, config, Clocks.system());
    }

    /** A router whose mitigations read time from {@code clocks}. */
    RouterServer(Vertx vertx, RouterConfig config, Clocks clocks) {
        this.vertx = vertx;
        this.config = config;
        this.clocks = clocks;
        this.mitigations = new MitigationControl(config.mitigations(), clocks);
        this.membership = new Membership(vertx, config, events,
                "hotshard-router-membership-" + INSTANCES.incrementAndGet());
        this.shares = new HashShares(vertx, config.shareSampleKeys());
        this.verticle = new RouterVerticle(this);
    }

    /** Builds the first ring, deploys the router and returns the port it listens on. */
    public synchronized Future<Integer> start() {
        if (used) {
            return Future.failedFuture(new IllegalStateException(
                    "this router was already started; a stopped router is replaced by a new RouterServer"));
        }
        used = true;
        return membership.initialise().compose(first -> vertx.deployVerticle(verticle)).map(deployed -> {
            synchronized (this) {
                deploymentId = deployed;
            }
            return verticle.port();
        });
    }

    /** Stops listening and probing and closes the shard connections. */
    public synchronized Future<Void> stop() {
        String deployed = deploymentId;
        deploymentId = null;
        Future<Void> undeployed = deployed == null ? Future.succeededFuture() : vertx.undeploy(deployed);
        return undeployed.eventually(membership::close);
    }

    /** The bound port, or 0 before {@link #start()} has completed. */
    public int port() {
        return verticle.port();
    }

    /** The configuration this router was created with. */
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
    Future<MembershipChange> switchPartitioner(JsonObject patch) {
        return membership.switchPartitioner(patch);
    }

    /** The JSON of {@code GET /admin/ring}, shares estimated on a worker thread and cached per ring. */
    public Future<JsonObject> ring() {
        try {
            return AdminRoutes.ringJson(membership.current(), shares, inFlight, config);
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
        try {
            return Future.succeededFuture(mitigations.configure(patch, membership.current()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            return Future.failedFuture(e);
        }
    }

    /** The JSON of {@code GET /admin/hotkeys}: the detector's window, top k and keys, most frequent first. */
    public JsonObject hotKeys() {
        return mitigations.hotKeys();
    }

    /** Runs one adaptive round now, as the router does once a second. */
    void adaptiveRound() {
        mitigations.adaptiveRound();
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

    RouterMetrics routerMetrics() {
        return metrics;
    }

    InFlight inFlightView() {
        return inFlight;
    }
}
