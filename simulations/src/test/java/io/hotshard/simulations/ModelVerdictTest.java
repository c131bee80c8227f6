package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.analysis.ModelCheck;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ModelVerdictTest {

    private static final JsonObject PASSED_ESTIMATE = new JsonObject().put("distorted", false).put("addedMillis", 0.2)
            .put("reasons", new JsonArray()).put("line", "harness check passed: about 196 µs added on the mean");

    @Test
    void merged_modelsFailedWhileTheEstimatePassed_distortedAndLedByTheModelsLine() {
        ModelCheck.Row off = new ModelCheck.Row("shard-0", 60_000, 2_300, 1_430, 110, 6_300, 5_430, false);
        ModelCheck failed = new ModelCheck(ModelCheck.Status.FAILED, List.of(off), "shard-0 mean wait 1.61× its model",
                "model check failed: shard-0 mean wait 1.61× its model");

        JsonObject section = ModelVerdict.merged(PASSED_ESTIMATE, failed);

        assertThat(section.getBoolean("distorted")).isTrue();
        assertThat(section.getJsonArray("reasons").getString(0))
                .isEqualTo("model check failed: shard-0 mean wait 1.61× its model");
        assertThat(section.getString("line")).isEqualTo("model check failed: shard-0 mean wait 1.61× its model. "
                + "The harness's own estimate, which this overrules: about 196 µs added on the mean");
        assertThat(section.getJsonObject("modelCheck").getString("status")).isEqualTo("failed");
        assertThat(section.getJsonObject("modelCheck").getJsonArray("shards").getJsonObject(0).getDouble("waitRatio"))
                .isCloseTo(2_300 / 1_430.0, within(1e-9));
        assertThat(PASSED_ESTIMATE.getBoolean("distorted")).as("the estimate is left as it was").isFalse();
        assertThat(ModelVerdict.consoleLines(section)).as("the failed check leads the one line")
                .containsExactly(section.getString("line"));
    }

    @Test
    void merged_modelsPassed_keepsTheEstimatesVerdictAndAddsTheCheck() {
        ModelCheck passed = new ModelCheck(ModelCheck.Status.PASSED, List.of(), "", "model check passed: ...");

        JsonObject section = ModelVerdict.merged(PASSED_ESTIMATE, passed);

        assertThat(section.getBoolean("distorted")).isFalse();
        assertThat(section.getString("line")).isEqualTo(PASSED_ESTIMATE.getString("line"));
        assertThat(section.getJsonObject("modelCheck").getString("line")).isEqualTo("model check passed: ...");
        assertThat(ModelVerdict.consoleLines(section))
                .containsExactly(PASSED_ESTIMATE.getString("line"), "model check passed: ...");
        assertThat(new JsonObject(section.encode()).getJsonObject("modelCheck").getString("status"))
                .isEqualTo("passed");
    }

    @Test
    void consoleLines_noModelCheck_theEstimatesLineAlone() {
        assertThat(ModelVerdict.consoleLines(PASSED_ESTIMATE)).containsExactly(PASSED_ESTIMATE.getString("line"));
    }
}
