package io.hotshard.cli.deploy;

import io.hotshard.report.ReportMain;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** The host directory injector tasks write into, and the merge of what they wrote. */
final class InjectorRunDir {

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

    /** Merges the injectors' files exactly as {@code hotshard report injectors DIR} does; returns its exit code. */
    static int merge(Path dir, PrintWriter out, PrintWriter err) {
        int code = ReportMain.run(new String[] {"injectors", dir.toString()}, out, err);
        out.flush();
        return code;
    }
}
