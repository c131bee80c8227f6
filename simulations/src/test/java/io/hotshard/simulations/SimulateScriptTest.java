package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code scripts/simulate} refuses an unknown simulation before Maven starts, naming the ones that exist. */
final class SimulateScriptTest {

    private static final Path SCRIPT = Path.of("").toAbsolutePath().getParent().resolve("scripts/simulate");

    @Test
    void simulate_unknownName_oneLineListingTheSimulationsAndExit2() throws Exception {
        Process process = new ProcessBuilder("bash", SCRIPT.toString(), "NoSuchThing").redirectErrorStream(true)
                .start();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(output.lines()).hasSize(1);
        assertThat(output).startsWith("scripts/simulate: no simulation named 'NoSuchThing'; known: ")
                .contains(" NodeChurn ", " Smoke ", " Zipfian").doesNotContain("Hotshard");
    }
}
