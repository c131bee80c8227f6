package io.hotshard.cassandra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The file that lists the jars of Cassandra's server, one class path line, written by the build of
 * {@code targets/cassandra-server} from Maven Central. Nodes and nodetool run from it in JVMs of their own.
 */
public record ServerClasspath(Path file) {

    /** The system property naming the file. */
    public static final String PROPERTY = "hotshard.cassandra.classpath";
    /** The system property naming the repository root, under which the build writes the file. */
    public static final String ROOT_PROPERTY = "hotshard.root";
    /** Where the build writes the file, relative to the repository root. */
    public static final Path BUILT = Path.of("targets", "cassandra-server", "target", "cassandra-server.classpath");
    /** The command, run in the repository root, that writes the file. */
    public static final String BUILD_COMMAND = "mvn -B -q package -pl targets/cassandra-server";

    /** Checks that a file is named. */
    public ServerClasspath {
        if (file == null) {
            throw new IllegalArgumentException("the server class path file must be given");
        }
    }

    /** The file {@code -Dhotshard.cassandra.classpath} names, else the build's under {@code -Dhotshard.root} (or .). */
    public static ServerClasspath fromProperties() {
        String named = System.getProperty(PROPERTY);
        if (named != null && !named.isBlank()) {
            return new ServerClasspath(Path.of(named));
        }
        return new ServerClasspath(Path.of(System.getProperty(ROOT_PROPERTY, ".")).resolve(BUILT).normalize());
    }

    /** The class path; fails in one line naming the file and the command that writes it when it or a jar is missing. */
    public String read() {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("Cassandra's server class path " + file + " is missing; write it with '"
                    + BUILD_COMMAND + "' in the repository root");
        }
        String classpath;
        try {
            classpath = Files.readString(file).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String jar : classpath.split(java.io.File.pathSeparator)) {
            if (!Files.isRegularFile(Path.of(jar))) {
                throw new IllegalArgumentException("Cassandra's server class path " + file + " names " + jar
                        + ", which is missing; write it again with '" + BUILD_COMMAND + "' in the repository root");
            }
        }
        return classpath;
    }
}
