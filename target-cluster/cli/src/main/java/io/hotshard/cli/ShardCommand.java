package io.hotshard.cli;

import io.hotshard.cli.options.LatencyOption;
import io.hotshard.cluster.ClusterStore;
import io.hotshard.cluster.StoreChoice;
import io.hotshard.http.HttpSecurity;
import io.hotshard.shard.LatencySpec;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Runs one fake shard in the foreground until the process is stopped (SIGTERM or Ctrl-C). */
@Command(name = "shard", mixinStandardHelpOptions = true,
        description = "Runs one fake shard: an HTTP key-value server shaped by service slots, a bounded queue and a"
                + " service-time distribution (GET|PUT|DELETE /kv/{key}, GET /scan, GET /health,"
                + " GET|POST /admin/config, GET /metrics). Prints its URL, serves until SIGTERM or Ctrl-C, then closes"
                + " its port and exits.")
public final class ShardCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    AdminTokenOption admin = new AdminTokenOption();

    @Option(names = "--port", required = true, paramLabel = "PORT", description = "Port to listen on; 0 for any free one.")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "HOST",
            description = "Interface to listen on (0.0.0.0 in a container with bridge networking). Default: ${DEFAULT-VALUE}.")
    String host;

    @Option(names = "--id", defaultValue = "shard-0", paramLabel = "ID", description = "Shard id. Default: ${DEFAULT-VALUE}.")
    String id;

    @Option(names = "--concurrency", defaultValue = "4", paramLabel = "N",
            description = "Service slots: requests served at once. Default: ${DEFAULT-VALUE}.")
    int concurrency;

    @Option(names = "--queue", defaultValue = "64", paramLabel = "N",
            description = "Requests that may wait for a slot; more are shed with 503. Default: ${DEFAULT-VALUE}.")
    int queueCapacity;

    @Option(names = "--latency", defaultValue = ShardConfig.DEFAULT_LATENCY, paramLabel = "SPEC", converter = LatencyOption.class,
            description = {"Service-time distribution: " + LatencyText.SYNTAX + ".", "Default: ${DEFAULT-VALUE}."})
    LatencySpec latency;

    @Option(names = "--slowness", defaultValue = "1.0", paramLabel = "X",
            description = "Factor applied to every service time. Default: ${DEFAULT-VALUE}.")
    double slowness;

    @Option(names = "--error-rate", defaultValue = "0", paramLabel = "P",
            description = "Fraction of served requests answered with 500. Default: ${DEFAULT-VALUE}.")
    double errorRate;

    @Option(names = "--seed", defaultValue = "42", paramLabel = "N",
            description = "Seed of the service-time and error randomness. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--store", defaultValue = "memory", paramLabel = "STORE",
            description = {"Where /kv data lives: memory, or pg (a table in PostgreSQL, one pool connection per slot;"
                    + " an embedded server unless --pg-url). Default: ${DEFAULT-VALUE}."})
    String store;

    @Option(names = "--pg-url", paramLabel = "URL",
            description = "postgresql://user:password@host:port/db of an existing server for --store pg.")
    String pgUrl;

    /** The validated store choice. */
    StoreChoice storeChoice() {
        return StoreChoice.parse(store, pgUrl);
    }

    /** The validated shard configuration these options describe. */
    ShardConfig config() {
        if (host.isBlank()) {
            throw new IllegalArgumentException("--host must not be blank");
        }
        return new ShardConfig(id, port, concurrency, queueCapacity, latency, slowness, errorRate, seed);
    }

    /** The admin token and request limits; fails off loopback without a token. */
    HttpSecurity security() {
        HttpSecurity security = admin.security();
        security.requireSafeListen("shard " + id, host);
        return security;
    }

    @Override
    public Integer call() throws InterruptedException {
        ShardConfig config = config();
        StoreChoice choice = storeChoice();
        HttpSecurity security = security();
        PrintWriter out = spec.commandLine().getOut();
        // Blocking (an embedded PostgreSQL takes seconds): before Vert.x runs anything.
        ClusterStore data = ClusterStore.open(choice);
        Vertx vertx = Vertx.vertx(new VertxOptions().setPreferNativeTransport(true));
        ShardServer server = new ShardServer(vertx, config, host, data.config(), security);
        int bound;
        try {
            bound = Foreground.await(server.start());
        } catch (ExecutionException | TimeoutException e) {
            int code = Foreground.startFailed(spec, vertx, "shard " + config.id(), host, config.port(), e);
            data.close();
            return code;
        }
        out.println(String.format(Locale.ROOT, "shard %s listening on %s (concurrency %d, queue %d, latency %s,"
                        + " slowness %s, error rate %s, seed %d, store %s)", config.id(), Foreground.url(host, bound),
                config.concurrency(), config.queueCapacity(), LatencyText.format(config.latency()),
                config.slownessMultiplier(), config.errorRate(), config.seed(), data.describe()));
        out.flush();
        Foreground.untilShutdown("shard " + config.id(), vertx, () -> server.stop()
                .compose(stopped -> vertx.executeBlocking(() -> {
                    data.close();
                    return null;
                })), out);
        return 0;
    }
}
