package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.keys.analyze.TraceReader;
import io.hotshard.keys.analyze.TraceRecord;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class TraceSettingsTest {

    @TempDir
    Path dir;

    @Test
    void from_unset_null() {
        assertThat(TraceSettings.from(new SimProperties(Map.of()))).isNull();
    }

    @Test
    void from_missingFile_refusedNamingTheSetting() {
        Path absent = dir.resolve("absent.csv");

        assertThatThrownBy(() -> TraceSettings.from(new SimProperties(Map.of("hotshard.trace", absent.toString()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.trace '" + absent + "' must be a readable file");
    }

    @Test
    void from_csvWithoutField_refused() throws IOException {
        Path csv = Files.writeString(dir.resolve("orders.csv"), "id,customer\n1,a\n");

        assertThatThrownBy(() -> TraceSettings.from(new SimProperties(Map.of("hotshard.trace", csv.toString()))))
                .hasMessage("hotshard.trace.field must name the key's field of , trace '" + csv + "'");
    }

    @Test
    void open_loopingCsvWithOps_replaysInOrderSkippingRowsWithoutAKey() throws IOException {
        Path csv = Files.writeString(dir.resolve("orders.csv"), "id,customer,op\n1,a,GET\n2,,PUT\n3,b,put\n");
        TraceSettings settings = TraceSettings.from(new SimProperties(Map.of("hotshard.trace", csv.toString(),
                "hotshard.trace.field", "customer", "hotshard.trace.opField", "op")));

        List<TraceRecord> records = new ArrayList<>();
        try (TraceReader reader = settings.open()) {
            for (int i = 0; i < 5; i++) {
                records.add(reader.next());
            }
            assertThat(reader.passes()).isEqualTo(3);
            // The reader looks one record ahead: the third pass's keyless row is already behind it.
            assertThat(reader.skipped()).isEqualTo(3);
        }

        assertThat(records).containsExactly(new TraceRecord("a", "read"), new TraceRecord("b", "write"),
                new TraceRecord("a", "read"), new TraceRecord("b", "write"), new TraceRecord("a", "read"));
    }

    @Test
    void open_notLooping_endsWithTheFile() throws IOException {
        Path plain = Files.writeString(dir.resolve("keys.txt"), "k1\nk2\n");
        TraceSettings settings = TraceSettings.from(new SimProperties(Map.of("hotshard.trace", plain.toString(),
                "hotshard.trace.loop", "false")));

        try (TraceReader reader = settings.open()) {
            assertThat(reader.next().key()).isEqualTo("k1");
            assertThat(reader.next().key()).isEqualTo("k2");
            assertThat(reader.hasNext()).isFalse();
        }
    }
}
