package io.hotshard.simulations;

import io.hotshard.report.analysis.FidelityCheck;
import io.hotshard.report.analysis.ModelCheck;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.runformat.AtomicFiles;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The run's self-check against the shards' models ({@link ModelCheck}), made from the finished run's files and
 * written into {@code run.json}'s {@code harness} section, so that the harness's estimate and the models never
 * disagree: a run whose shards queued off their models is distorted, whatever the estimate said.
 */
final class ModelVerdict {

    private ModelVerdict() {
    }

    /**
     * Checks the run in {@code dir}, whose {@code harness} section was {@code harness}, and rewrites that section of
     * its {@code run.json}; answers the section as written.
     */
    static JsonObject apply(Path dir, JsonObject harness) throws IOException {
        ModelCheck model = ModelCheck.of(RunDirectory.read(dir));
        JsonObject section = merged(harness, model);
        Path manifest = dir.resolve(RunFiles.MANIFEST);
        JsonObject run = new JsonObject(Files.readString(manifest));
        AtomicFiles.write(manifest, run.put("harness", section).encodePrettily() + "\n");
        return section;
    }

    /**
     * What the console says of the harness: the section's line and, when the model check's line is not already part
     * of it (a check that passed, or could not be made), that line too, so every run says how its shards queued.
     */
    static List<String> consoleLines(JsonObject section) {
        String line = section.getString("line", "");
        JsonObject model = section.getJsonObject("modelCheck");
        String modelLine = model == null ? "" : model.getString("line", "");
        return modelLine.isEmpty() || line.contains(modelLine) ? List.of(line) : List.of(line, modelLine);
    }

    /** {@code harness} with the check's figures, distorted and led by the check's line when it failed. */
    static JsonObject merged(JsonObject harness, ModelCheck model) {
        JsonObject section = harness.copy().put("modelCheck", new JsonObject(model.fields()));
        if (model.failed()) {
            JsonArray reasons = section.getJsonArray("reasons", new JsonArray()).copy().add(0, model.line());
            section.put("distorted", true).put("reasons", reasons)
                    .put("line", FidelityCheck.combinedLine(harness.getString("line", ""), model));
        }
        return section;
    }
}
