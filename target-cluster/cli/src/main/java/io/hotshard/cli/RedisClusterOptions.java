package io.hotshard.cli;

import io.hotshard.redis.RedisLayout;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a local Redis Cluster lives: its first port and its directory of files, logs and PIDs. */
final class RedisClusterOptions {

    @Option(names = "--base-port", defaultValue = "7000",
            description = "First node's port; the others follow. Default: ${DEFAULT-VALUE}.")
    int basePort;

    @Option(names = "--dir", description = "The cluster's directory of files, logs and PIDs. Default:"
            + " hotshard-redis-BASEPORT under the temporary directory.")
    Path dir;

    /** The directory given, else the default one of the base port. */
    Path directory() {
        return dir != null ? dir : RedisLayout.defaultDir(basePort);
    }
}
