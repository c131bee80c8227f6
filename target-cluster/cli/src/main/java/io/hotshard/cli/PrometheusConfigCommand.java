package io.hotshard.cli;

import io.hotshard.cli.options.DurationConverter;
import io.hotshard.cluster.observe.ScrapeConfig;
import io.hotshard.router.core.ShardSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Writes a Prometheus scrape configuration for a running cluster from its URLs. */
@Command(name = "prometheus-config", mixinStandardHelpOptions = true,
        description = "Writes a Prometheus scrape configuration (prometheus.yml) for a hotshard router and its"
                + " shards, each scraped at /metrics/prometheus. See observability/ for a Grafana dashboard.")
public final class PrometheusConfigCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--router", defaultValue = "http://127.0.0.1:8080", paramLabel = "URL",
            description = "The router's base URL. Default: ${DEFAULT-VALUE}.")
    String router;

    @Option(names = "--shard", paramLabel = "ID=URL", converter = ShardSpecConverter.class,
            description = "A shard, e.g. shard-0=http://127.0.0.1:9000; repeat for each shard.")
    List<ShardSpec> shards = List.of();

    @Option(names = "--interval", defaultValue = "5s", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Scrape interval. Default: ${DEFAULT-VALUE}.")
    Duration interval;

    @Option(names = "--out", paramLabel = "FILE", description = "Write here instead of standard output.")
    Path out;

    /** The configuration these options describe. */
    ScrapeConfig config() {
        Map<String, String> urls = new LinkedHashMap<>();
        for (ShardSpec shard : shards) {
            if (urls.put(shard.id(), shard.url().text()) != null) {
                throw new IllegalArgumentException("--shard " + shard.id() + " is given twice");
            }
        }
        return new ScrapeConfig(router, urls, interval);
    }

    @Override
    public Integer call() throws IOException {
        String yaml = config().yaml();
        PrintWriter console = spec.commandLine().getOut();
        if (out == null) {
            console.print(yaml);
        } else {
            Path parent = out.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path temp = Files.createTempFile(parent, ".prometheus", ".yml");
            Files.writeString(temp, yaml, StandardCharsets.UTF_8);
            Files.move(temp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            console.println("wrote " + out);
        }
        console.flush();
        return 0;
    }
}
