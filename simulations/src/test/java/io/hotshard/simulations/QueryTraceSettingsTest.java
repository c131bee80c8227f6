package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class QueryTraceSettingsTest {

    @TempDir
    Path dir;

    @Test
    void from_unset_null() {
        assertThat(QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.field", "a")))).isNull();
    }

    @Test
    void from_missingFile_refusedNamingTheSetting() {
        Path absent = dir.resolve("absent.jsonl");

        assertThatThrownBy(() -> QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.queries",
                absent.toString(), "hotshard.trace.field", "customer_id"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.trace.queries '" + absent + "' must be a readable file");
    }

    @Test
    void from_noField_refusedNamingTheFieldSetting() throws IOException {
        Path log = log("{\"where\":{\"customer_id\":\"acme\"}}");

        assertThatThrownBy(() -> QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.queries",
                log.toString()))))
                .hasMessage("hotshard.trace.field must name the candidate key (a or a+b) that hotshard.trace.queries '"
                        + log + "' is targeted by");
    }

    @Test
    void from_alsoAKeyTrace_refused() throws IOException {
        Path log = log("{\"where\":{\"customer_id\":\"acme\"}}");

        assertThatThrownBy(() -> QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.queries",
                log.toString(), "hotshard.trace", log.toString(), "hotshard.trace.field", "customer_id"))))
                .hasMessage("hotshard.trace.queries replays queries instead of the keys of hotshard.trace; set one "
                        + "of them, not both");
    }

    @Test
    void from_badLine_refusedNamingTheLineBeforeTheRun() throws IOException {
        Path log = log("{\"where\":{\"customer_id\":\"acme\"}}", "customer_id=acme");

        assertThatThrownBy(() -> QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.queries",
                log.toString(), "hotshard.trace.field", "customer_id"))))
                .hasMessageStartingWith("hotshard.trace.queries: " + log + ":2: expected a JSON object");
    }

    @Test
    void from_compositeKeyAndWeights_readWithTheUnderstoodWeight() throws IOException {
        Path log = log("{\"where\":{\"tenant\":\"t1\",\"order_id\":7},\"count\":3}", "{\"op\":\"merge\"}",
                "{\"op\":\"update\",\"where\":{\"tenant\":\"t1\"}}");

        QueryTraceSettings settings = QueryTraceSettings.from(new SimProperties(Map.of("hotshard.trace.queries",
                log.toString(), "hotshard.trace.field", "tenant+order_id", "hotshard.trace.loop", "false")));

        assertThat(settings.key().parts()).containsExactly("tenant", "order_id");
        assertThat(settings.understood()).isEqualTo(4);
        assertThat(settings.loop()).isFalse();
    }

    private Path log(String... lines) throws IOException {
        return Files.write(dir.resolve("queries.jsonl"), List.of(lines));
    }
}
