package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.Test;

final class GeneratorWatchTest {

    private static final String ROUTER = "http://127.0.0.1:8080";

    @Test
    void finish_afterSentAndRefusedArrivals_writesTheGeneratorSection() {
        GeneratorWatch watch = GeneratorWatch.start(
                new ClientShape(1, Duration.ofSeconds(2), ArrivalProcess.UNIFORM));
        assertThat(watch.cap().tryAcquire(ROUTER)).isTrue();
        watch.counts().sent();
        assertThat(watch.cap().tryAcquire(ROUTER)).isFalse();
        watch.counts().refused();
        watch.cap().release(ROUTER);
        watch.counts().ended(true);
        watch.probeArrived();

        JsonObject section = watch.finish();

        assertThat(section.getLong("offered")).isEqualTo(2);
        assertThat(section.getLong("requests")).isEqualTo(1);
        assertThat(section.getLong("refused")).isEqualTo(1);
        assertThat(section.getLong("ok")).isEqualTo(1);
        assertThat(section.getInteger("maxConnections")).isEqualTo(1);
        assertThat(section.getInteger("peakInFlight")).isEqualTo(1);
        assertThat(section.getLong("clientTimeoutMillis")).isEqualTo(2000);
        assertThat(section.getInteger("openFilesMax")).isGreaterThanOrEqualTo(section.getInteger("openFilesAtStart"));
        assertThat(section.getJsonObject("scheduleLag").getLong("probes")).isEqualTo(1);
        assertThat(GeneratorWatch.line(section)).contains("offered 2, sent 1 (ok 1, failed 0), refused 1");
    }
}
