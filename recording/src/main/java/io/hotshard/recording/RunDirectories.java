package io.hotshard.recording;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;

/**
 * Names and creates a run's directory, the same for every target: {@code <name>-<yyyyMMdd-HHmmss>Z}, the second
 * the run started in UTC (so names sort by start and read alike on every machine), e.g.
 * {@code NodeChurnSimulation-20261206-183120Z}. A second run that starts in the same second under the same root gets
 * {@code -2}, then {@code -3}, ...: the directory is created here, atomically, so two runs never share one.
 */
public final class RunDirectories {

    /** How many runs of one name may start in the same second under one root. */
    static final int MAX_PER_SECOND = 1_000;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("uuuuMMdd-HHmmss'Z'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private RunDirectories() {
    }

    /** The directory name of a run of {@code name} started at {@code startedAt}, before any suffix. */
    public static String name(String name, Instant startedAt) {
        if (name == null || name.isBlank() || name.contains("/") || name.contains("\\")) {
            throw new IllegalArgumentException("a run's name must be a non-blank file name but was '" + name + "'");
        }
        return name + "-" + STAMP.format(startedAt);
    }

    /** As {@link #create(Path, String, Instant)} for a run starting now. */
    public static Path create(Path root, String name) throws IOException {
        return create(root, name, Instant.now());
    }

    /**
     * Creates {@code root} if missing, then the run's directory in it, named by {@link #name}, with {@code -2},
     * {@code -3}, ... appended while that name is taken; answers the directory created.
     *
     * @throws IOException if it cannot be created, or {@value #MAX_PER_SECOND} runs of that name started in that second
     */
    public static Path create(Path root, String name, Instant startedAt) throws IOException {
        String base = name(name, startedAt);
        Files.createDirectories(root);
        for (int n = 1; n <= MAX_PER_SECOND; n++) {
            Path candidate = root.resolve(n == 1 ? base : base + "-" + n);
            try {
                return Files.createDirectory(candidate);
            } catch (FileAlreadyExistsException taken) {
                // Another run started in the same second: try the next suffix.
            }
        }
        throw new IOException(MAX_PER_SECOND + " runs named " + base + " already exist in " + root);
    }

    /**
     * The run directory a caller named ({@code given}, created if missing), else a new one for {@code name} under
     * {@code root} as {@link #create(Path, String, Instant)} names it.
     */
    public static Path given(Optional<Path> given, Path root, String name, Instant startedAt) {
        try {
            return given.isPresent() ? Files.createDirectories(given.get()) : create(root, name, startedAt);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
