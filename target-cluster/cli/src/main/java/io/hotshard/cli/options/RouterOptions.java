package io.hotshard.cli.options;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.PartitionerSettings;
import java.time.Duration;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** The router options {@code hotshard router} and {@code hotshard cluster} share: partitioner, deadlines, health. */
public final class RouterOptions {

    @Option(names = "--partitioner", paramLabel = "NAME",
            description = "ring, modulo, jump, rendezvous, slots, range, maglev or bounded. Default: ${DEFAULT-VALUE}.")
    PartitionerKind partitioner = PartitionerConfig.DEFAULT_KIND;

    @Option(names = "--hash", paramLabel = "HASH",
            description = "Key hash: sha256, md5, murmur3 or xxhash64. Default: ${DEFAULT-VALUE}.")
    HashAlgorithm hash = PartitionerConfig.DEFAULT_HASH;

    @Option(names = "--vnodes", paramLabel = "N",
            description = "Virtual nodes per shard of weight 1. Default: ${DEFAULT-VALUE}.")
    int vnodes = PartitionerConfig.DEFAULT_VNODES;

    @Option(names = "--epsilon", paramLabel = "E",
            description = "Load slack of the bounded partitioner. Default: ${DEFAULT-VALUE}.")
    double epsilon = PartitionerConfig.DEFAULT_EPSILON;

    @Option(names = "--request-timeout", defaultValue = RouterConfig.DEFAULT_REQUEST_TIMEOUT_MILLIS + "ms",
            paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Router's deadline for one request to a shard; then 504. Default: ${DEFAULT-VALUE}.")
    Duration requestTimeout;

    @Option(names = "--health-interval", defaultValue = RouterConfig.DEFAULT_HEALTH_CHECK_INTERVAL_MILLIS + "ms",
            paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Period of the router's GET /health probes; 0ms disables them. Default: ${DEFAULT-VALUE}.")
    Duration healthInterval;

    @Option(names = "--down-on", defaultValue = "refused", paramLabel = "WHAT", converter = DownOnConverter.class,
            description = "refused: only refused connections mark a shard down; timeout: timeouts too. Default: ${DEFAULT-VALUE}.")
    DownOn downOn;

    @Option(names = "--event-loops", paramLabel = "N",
            description = "Event loops the router serves on: client connections are spread over them, and each"
                    + " keeps its own connections to the shards. Default: the available processors (${DEFAULT-VALUE}).")
    int eventLoops = RouterConfig.defaultEventLoops();

    @Option(names = "--remove-down-nodes",
            description = "A down shard leaves the ring (its keys move to the others) until healthy again;"
                    + " otherwise requests to it fail fast with 503.")
    boolean removeDownNodes;

    /** The partitioner these options describe. */
    public PartitionerSettings partitionerSettings() {
        return new PartitionerSettings(partitioner, hash, vnodes, epsilon);
    }

    /** {@code --event-loops}. */
    public int eventLoops() {
        return eventLoops;
    }

    /** {@code --down-on}. */
    public DownOn downOn() {
        return downOn;
    }

    /** {@code --remove-down-nodes}. */
    public boolean removeDownNodes() {
        return removeDownNodes;
    }

    /** {@code --request-timeout} in milliseconds. */
    public long requestTimeoutMillis() {
        return millis("--request-timeout", requestTimeout);
    }

    /** {@code --health-interval} in milliseconds. */
    public long healthIntervalMillis() {
        return millis("--health-interval", healthInterval);
    }

    /** Whole milliseconds of {@code duration}; fails naming {@code option} when it has a finer part. */
    public static long millis(String option, Duration duration) {
        if (duration.toNanos() % 1_000_000 != 0) {
            throw new IllegalArgumentException(option + " must be whole milliseconds but was " + duration.toNanos() / 1_000
                    + "us");
        }
        return duration.toMillis();
    }

    /** Reads {@code --down-on} by label. */
    static final class DownOnConverter implements CommandLine.ITypeConverter<DownOn> {
        @Override
        public DownOn convert(String value) {
            try {
                return DownOn.byName(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
