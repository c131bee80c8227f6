package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/** Where Gatling's own HTML report of the run is: {@code run.json}'s {@code gatling.report}. */
public final class GatlingLink {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private GatlingLink() {
    }

    /** The report's path as recorded (absolute, or relative to the run directory), or empty when none was. */
    public static Optional<Path> read(Path dir) {
        try {
            JsonNode report = MAPPER.readTree(dir.resolve(RunDirectory.MANIFEST).toFile()).path("gatling")
                    .path("report");
            return report.isTextual() && !report.asText().isBlank() ? Optional.of(Path.of(report.asText()))
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
