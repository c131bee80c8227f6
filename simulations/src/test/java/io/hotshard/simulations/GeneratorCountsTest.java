package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

final class GeneratorCountsTest {

    @Test
    void toJson_sentAndRefused_offeredIsTheirSumAndSentIsOkPlusFailed() {
        GeneratorCounts counts = new GeneratorCounts();
        for (int i = 0; i < 5; i++) {
            counts.sent();
        }
        counts.refused();
        counts.refused();
        counts.ended(true);
        counts.ended(true);
        counts.ended(true);
        counts.ended(false);
        counts.ended(false);

        JsonObject json = counts.toJson();

        assertThat(json.getLong("requests")).isEqualTo(5);
        assertThat(json.getLong("offered")).isEqualTo(7);
        assertThat(json.getLong("refused")).isEqualTo(2);
        assertThat(json.getLong("ok")).isEqualTo(3);
        assertThat(json.getLong("failed")).isEqualTo(2);
    }
}
