package io.hotshard.cli;

import io.hotshard.cli.options.DurationConverter;
import io.hotshard.cli.options.RouterOptions;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.RouterGroup;
import io.hotshard.router.RouterServer;
import io.hotshard.router.core.ShardSpec;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** Runs one ring router in front of running shards, in the foreground until the process is stopped. */
@Command(name = "router", mixinStandardHelpOptions = true,
        description = "Runs one ring router in front of shards that are already running: routes /kv/{key} to the key's"
                + " owner, scatters /scan over all shards, probes /health, and serves /admin/ring, /admin/nodes,"
                + " /admin/partitioner, /admin/events, /admin/metrics, /admin/mitigations, /admin/hotkeys and /admin/migrations."
                + " Serves until SIGTERM or Ctrl-C.")
public final class RouterCommand implements Callable<Integer> {

    /** Longest wait for the router's Hazelcast member to start: its join takes seconds, more on a loaded machine. */
    static final Duration JOIN_DEADLINE = Duration.ofMinutes(3);

    @Spec
    CommandSpec spec;

    @Mixin
    RouterOptions router = new RouterOptions();

    @Mixin
    AdminTokenOption admin = new AdminTokenOption();

    @Mixin
    RouterGroupOptions group = new RouterGroupOptions();

    @Option(names = "--port", required = true, paramLabel = "PORT", description = "Port to listen on; 0 for any free one.")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "HOST",
            description = "Interface to listen on. Default: ${DEFAULT-VALUE}.")
    String host;

    @Option(names = "--shard", required = true, paramLabel = "ID=URL", converter = ShardSpecConverter.class,
            description = "A shard in ring order, e.g. shard-0=http://127.0.0.1:9000; repeat for each shard.")
    List<ShardSpec> shards;

    @Option(names = "--weights", split = ",", paramLabel = "ID=W",
            description = "Relative capacity per shard, e.g. shard-0=2; unlisted shards weigh 1.")
    Map<String, Double> weights = new LinkedHashMap<>();

    @Option(names = "--pool-size", defaultValue = "32", paramLabel = "N",
            description = "Keep-alive connections per shard. Default: ${DEFAULT-VALUE}.")
    int poolSize;

    @Option(names = "--transport", defaultValue = "auto", paramLabel = "T", converter = IoTransport.Converter.class,
            description = "I/O transport of a router that does not join a group: auto (io_uring where the kernel "
                    + "offers it, else epoll, else nio), io_uring, epoll or nio. Default: ${DEFAULT-VALUE}.")
    IoTransport transport;

    @Option(names = "--no-preconnect", description = "Open the connections to a shard on its first request instead "
            + "of one per event loop to every shard before serving.")
    boolean noPreconnect;

    @Option(names = "--health-timeout", defaultValue = "250ms", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Deadline of one health probe. Default: ${DEFAULT-VALUE}.")
    Duration healthTimeout;

    @Option(names = "--allow-remote-shards", description = "Accept shard URLs that are not loopback addresses.")
    boolean allowRemoteShards;

    @Option(names = "--move-sample-keys", defaultValue = "10000", paramLabel = "N",
            description = "Keys compared before and after a membership change. Default: ${DEFAULT-VALUE}.")
    int moveSampleKeys;

    @Option(names = "--share-sample-keys", defaultValue = "100000", paramLabel = "N",
            description = "Keys sampled to estimate each shard's share of the hash space. Default: ${DEFAULT-VALUE}.")
    int shareSampleKeys;

    /** The validated router configuration these options describe. */
    RouterConfig config() {
        List<ShardSpec> weighted = new ArrayList<>(shards.size());
        for (ShardSpec shard : shards) {
            if (!allowRemoteShards && !shard.url().isLoopback()) {
                throw new IllegalArgumentException("--shard " + shard.id() + "=" + shard.url()
                        + " is not a loopback address; add --allow-remote-shards to allow remote shards");
            }
            weighted.add(new ShardSpec(shard.id(), shard.url(), weights.getOrDefault(shard.id(), 1.0)));
        }
        for (String id : weights.keySet()) {
            if (weighted.stream().noneMatch(s -> s.id().equals(id))) {
                throw new IllegalArgumentException("--weights names unknown shard '" + id + "'; shards: "
                        + weighted.stream().map(ShardSpec::id).toList());
            }
        }
        return RouterConfig.builder(weighted).listen(host, port).eventLoops(router.eventLoops())
                .partitioner(router.partitionerSettings()).client(router.requestTimeoutMillis(), poolSize)
                .preconnect(!noPreconnect)
                .health(router.healthIntervalMillis(), RouterOptions.millis("--health-timeout", healthTimeout),
                        router.downOn(), router.removeDownNodes())
                .allowRemoteShards(allowRemoteShards).samples(moveSampleKeys, shareSampleKeys)
                .security(admin.security()).build();
    }

    @Override
    public Integer call() throws InterruptedException {
        RouterConfig config = config();
        RouterGroup joining = group.group();
        if (joining != null) {
            joining.requireSafe(config.security().adminToken());
            if (transport != IoTransport.AUTO) {
                spec.commandLine().getErr().println("hotshard router: --transport applies to a router that does not "
                        + "join a group; a group member runs on epoll where it can, else nio");
                return CommandLine.ExitCode.USAGE;
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        VertxOptions options = RouterServer.vertxOptions(config.eventLoops());
        Vertx vertx;
        String transportLabel;
        if (joining == null) {
            IoTransport chosen;
            try {
                chosen = transport.resolve();
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("hotshard router: " + e.getMessage());
                return CommandLine.ExitCode.USAGE;
            }
            vertx = chosen.create(options);
            transportLabel = chosen.label();
        } else {
            try {
                vertx = joining.start(options, config.security().adminToken()).toCompletionStage()
                        .toCompletableFuture().get(JOIN_DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException e) {
                String cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause().toString()
                        : "no member started within " + JOIN_DEADLINE.toSeconds() + " s";
                spec.commandLine().getErr().println("hotshard: the router cannot join its group on port "
                        + joining.port() + ": " + cause);
                return CommandLine.ExitCode.SOFTWARE;
            }
            transportLabel = vertx.isNativeTransportEnabled() ? "epoll" : "nio";
            out.println("router group: cluster member " + joining.publicHost() + ":" + joining.port() + ", members "
                    + joining.members());
        }
        RouterServer server = new RouterServer(vertx, config);
        int bound;
        try {
            bound = Foreground.await(server.start());
        } catch (ExecutionException | TimeoutException e) {
            return Foreground.startFailed(spec, vertx, "router", host, config.port(), e);
        }
        out.println(String.format(Locale.ROOT,
                "router listening on %s (%d event loops, %s, %s, %s, %d vnodes, down on %s, %s; shards %s)",
                Foreground.url(host, bound), config.eventLoops(), transportLabel,
                config.partitioner().kind().label(), config.partitioner().hash().label(), config.partitioner().vnodes(),
                config.downOn().label(), config.removeDownNodes() ? "down shards leave the ring"
                        : "down shards stay in the ring",
                config.shards().stream().map(s -> s.id() + "=" + s.url()).collect(Collectors.joining(", "))));
        out.println("hotshard: live dashboard at " + Foreground.url(host, bound) + "/dashboard");
        out.flush();
        Foreground.untilShutdown("router", vertx, server::stop, out);
        return 0;
    }
}
