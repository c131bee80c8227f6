package io.hotshard.cassandra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/** The layout a cluster was started with, kept in {@code cluster.properties} of its directory. */
final class ClusterRecord {

    /** The file's name in the cluster's directory. */
    static final String FILE = "cluster.properties";

    private ClusterRecord() {
    }

    static boolean exists(Path dir) {
        return Files.exists(dir.resolve(FILE));
    }

    /** Writes {@code layout} into its directory, atomically. */
    static void write(CassandraLayout layout) {
        String text = "nodes=" + layout.nodes() + "\nnumTokens=" + layout.numTokens() + "\ntokens=" + layout.tokens()
                + "\nrf=" + layout.rf() + "\nbaseAddress=" + layout.baseAddress() + "\nheapMb=" + layout.heapMb()
                + "\n";
        try {
            Files.createDirectories(layout.dir());
            Path tmp = layout.dir().resolve(FILE + ".tmp");
            Files.writeString(tmp, text, StandardCharsets.US_ASCII);
            Files.move(tmp, layout.dir().resolve(FILE), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The layout recorded in {@code dir}; fails in one line when none is there. */
    static CassandraLayout read(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(dir + " holds no cluster started by hotshard (no " + FILE + ")");
        }
        Properties p = new Properties();
        try (var in = Files.newInputStream(file)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new CassandraLayout(Integer.parseInt(p.getProperty("nodes")),
                Integer.parseInt(p.getProperty("numTokens")), TokenMode.byName(p.getProperty("tokens")),
                Integer.parseInt(p.getProperty("rf")), p.getProperty("baseAddress"),
                Integer.parseInt(p.getProperty("heapMb")), dir);
    }
}
