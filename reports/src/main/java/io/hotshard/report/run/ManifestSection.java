package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/** One named section of a run's {@code run.json}, for the readers of optional sections. */
final class ManifestSection {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ManifestSection() {
    }

    /**
     * The section {@code name} of {@code dir/run.json}; empty when the file cannot be read or the section is not an
     * object, because an optional section's absence (another kind of run, an unfinished one) is not an error.
     */
    static Optional<JsonNode> read(Path dir, String name) {
        JsonNode section;
        try {
            section = MAPPER.readTree(dir.resolve(RunFiles.MANIFEST).toFile()).path(name);
        } catch (IOException e) {
            return Optional.empty();
        }
        return section.isObject() ? Optional.of(section) : Optional.empty();
    }
}
