package io.hotshard.cassandra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code java} that runs Cassandra's nodes and nodetool: Cassandra 5.0 supports Java 11 and 17 only. */
public record JavaRuntime(Path executable, int feature) {

    private static final Pattern VERSION = Pattern.compile("version \"(\\d+)(?:\\.(\\d+))?");
    private static final long PROBE_SECONDS = 30;

    /** Fails in one line when {@code feature} is not a Java that Cassandra 5.0 runs on. */
    public JavaRuntime {
        if (feature != 11 && feature != 17) {
            throw new IllegalArgumentException("Cassandra 5.0 runs on Java 11 or 17 but " + executable + " is Java "
                    + feature + "; name another with --java");
        }
    }

    /** The {@code java} of this JVM. */
    public static JavaRuntime current() {
        return new JavaRuntime(Path.of(System.getProperty("java.home"), "bin", "java"), Runtime.version().feature());
    }

    /** The {@code java} at {@code executable}, its version read from {@code java -version}. */
    public static JavaRuntime at(Path executable) {
        if (!Files.isRegularFile(executable) || !Files.isExecutable(executable)) {
            throw new IllegalArgumentException("no java at " + executable);
        }
        String text;
        try {
            Process probe = new ProcessBuilder(List.of(executable.toString(), "-version")).redirectErrorStream(true)
                    .start();
            text = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!probe.waitFor(PROBE_SECONDS, TimeUnit.SECONDS)) {
                probe.destroyForcibly();
                throw new IllegalArgumentException(executable + " -version did not end within " + PROBE_SECONDS + " s");
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot run " + executable + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while asking " + executable + " for its version", e);
        }
        return new JavaRuntime(executable, feature(text, executable));
    }

    /** The feature release in {@code java -version}'s output: 17 of "17.0.15", 8 of "1.8.0_412". */
    static int feature(String versionOutput, Path executable) {
        Matcher m = VERSION.matcher(versionOutput);
        if (!m.find()) {
            throw new IllegalArgumentException(executable + " -version printed no version: "
                    + versionOutput.lines().findFirst().orElse(""));
        }
        int first = Integer.parseInt(m.group(1));
        return first == 1 && m.group(2) != null ? Integer.parseInt(m.group(2)) : first;
    }
}
