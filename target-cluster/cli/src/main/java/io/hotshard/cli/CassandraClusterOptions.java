package io.hotshard.cli;

import io.hotshard.cassandra.CassandraLayout;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a local Cassandra cluster lives: its first node's address and its directory of files, logs and PIDs. */
final class CassandraClusterOptions {

    @Option(names = "--base-address", defaultValue = "127.0.0.11", paramLabel = "ADDRESS",
            description = "First node's address in 127.0.0.0/8; the others follow (.12, .13, ...). Default:"
                    + " ${DEFAULT-VALUE}.")
    String baseAddress;

    @Option(names = "--dir", paramLabel = "DIR", description = "The cluster's directory of files, logs and PIDs."
            + " Default: hotshard-cassandra-BASEADDRESS under the temporary directory.")
    Path dir;

    /** The directory given, else the default one of the base address (which is checked to be loopback). */
    Path directory() {
        return dir != null ? dir : CassandraLayout.defaultDir(baseAddress);
    }

    /** The options that name this cluster to another command: --dir when one was given, else --base-address. */
    String naming() {
        return dir != null ? "--dir " + dir : "--base-address " + baseAddress;
    }
}
