package io.hotshard.report.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class GatlingLinkTest {

    @Test
    void read_reportRecorded_givesItsPath(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("run.json"), "{\"gatling\":{\"report\":\"../gatling/sim-1/index.html\"}}");

        assertThat(GatlingLink.read(dir)).contains(Path.of("../gatling/sim-1/index.html"));
    }

    @Test
    void read_blankReportOrNoSection_isEmpty(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("run.json"), "{\"gatling\":{\"report\":\" \"}}");
        Path other = Files.createDirectory(dir.resolve("other"));
        Files.writeString(other.resolve("run.json"), "{\"gatling\":\"index.html\"}");

        assertThat(GatlingLink.read(dir)).isEmpty();
        assertThat(GatlingLink.read(other)).isEmpty();
        assertThat(GatlingLink.read(dir.resolve("missing"))).isEmpty();
    }
}
