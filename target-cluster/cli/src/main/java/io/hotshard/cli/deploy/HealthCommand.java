package io.hotshard.cli.deploy;

import io.hotshard.cli.inject.HttpProbe;
import io.hotshard.cli.options.DurationConverter;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Exits 0 when a URL answers 2xx within the timeout, 1 otherwise: the health check of a container without curl. */
@Command(name = "health", mixinStandardHelpOptions = true,
        description = "GETs --url and exits 0 on a 2xx answer within --timeout, 1 otherwise (one line says why):"
                + " the health check the stack and the manifests run inside the hotshard image.")
public final class HealthCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--url", required = true, paramLabel = "URL", description = "URL to GET, e.g. http://127.0.0.1:9000/health.")
    String url;

    @Option(names = "--timeout", defaultValue = "2s", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Deadline to connect and to read the answer, each. Default: ${DEFAULT-VALUE}.")
    Duration timeout;

    /** The validated URI to probe. */
    URI uri() {
        if (timeout.isZero() || timeout.isNegative() || timeout.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("--timeout must be > 0 but was " + timeout);
        }
        try {
            URI uri = new URI(url);
            if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
                throw new IllegalArgumentException("--url must be an http://host:port/path URL but was '" + url + "'");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--url must be an http://host:port/path URL but was '" + url + "'");
        }
    }

    @Override
    public Integer call() {
        URI uri = uri();
        Optional<String> problem = HttpProbe.problem(uri, timeout);
        if (problem.isPresent()) {
            spec.commandLine().getErr().println("hotshard: " + problem.get());
            return 1;
        }
        spec.commandLine().getOut().println(url + " healthy");
        return 0;
    }
}
