package io.hotshard.cli.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Stands in for the report's jar in {@link InjectorRunDirTest}: writes its arguments into the run directory. */
public final class FakeReportMain {

    private FakeReportMain() {
    }

    /** Writes {@code args} into {@code <last arg>/report-args.txt} and exits with 3. */
    public static void main(String[] args) throws IOException {
        Files.writeString(Path.of(args[args.length - 1]).resolve("report-args.txt"), String.join(" ", args));
        System.exit(3);
    }
}
