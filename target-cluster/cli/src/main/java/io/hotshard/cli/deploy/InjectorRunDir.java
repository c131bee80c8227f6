package io.hotshard.cli.deploy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;

/**
 * The host directory injector tasks write into, and the merge of what they wrote. The merge belongs to the report
 * ({@code hotshard report injectors DIR}): it runs in the report's jar, which {@code scripts/hotshard} names in the
 * system property {@value #REPORT_JAR}, so that the system under test does not depend on the report's code.
 */
final class InjectorRunDir {

    /** The system property naming the report's jar; set by {@code scripts/hotshard}. */
    static final String REPORT_JAR = "hotshard.reportJar";
    private static final long MERGE_LIMIT_SECONDS = 120;

    private InjectorRunDir() {
    }

    /** Creates {@code dir}, writable by the image's user (65534) through the bind mount. */
    static void prepare(Path dir) {
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the injectors' run directory " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Runs {@code hotshard report injectors DIR} in the report's jar and returns its exit code; without a report jar,
     * says how to merge and returns 0.
     */
    static int merge(Path dir, PrintWriter out, PrintWriter err) throws InterruptedException {
        String jar = System.getProperty(REPORT_JAR, "");
        if (jar.isBlank() || !Files.isRegularFile(Path.of(jar))) {
            out.println("merge with: scripts/hotshard report injectors " + dir + " (no report jar in -D" + REPORT_JAR
                    + ")");
            out.flush();
            return 0;
        }
        String java = ProcessHandle.current().info().command().orElse("java");
        out.flush();
        Process report;
        try {
            report = new ProcessBuilder(List.of(java, "-jar", jar, "injectors", dir.toString())).inheritIO().start();
        } catch (IOException e) {
            err.println("hotshard: cannot run the report's merge (" + jar + "): " + e.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        if (!report.waitFor(MERGE_LIMIT_SECONDS, TimeUnit.SECONDS)) {
            report.destroyForcibly();
            err.println("hotshard: the report's merge still ran after " + MERGE_LIMIT_SECONDS + " s; destroyed");
            return CommandLine.ExitCode.SOFTWARE;
        }
        return report.exitValue();
    }
}
