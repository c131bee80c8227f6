package io.hotshard.report.run;

import java.nio.file.Path;
import java.util.Optional;

/** Where Gatling's own HTML report of the run is: {@code run.json}'s {@code gatling.report}. */
public final class GatlingLink {

    private GatlingLink() {
    }

    /** The report's path as recorded (absolute, or relative to the run directory), or empty when none was. */
    public static Optional<Path> read(Path dir) {
        return ManifestSection.read(dir, "gatling").map(gatling -> gatling.path("report"))
                .filter(report -> report.isTextual() && !report.asText().isBlank())
                .map(report -> Path.of(report.asText()));
    }
}
