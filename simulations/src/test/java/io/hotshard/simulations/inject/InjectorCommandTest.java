package io.hotshard.simulations.inject;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class InjectorCommandTest {

    private final InjectorCommand command = new InjectorCommand("/jdk/bin/java", "a.jar:b.jar",
            List.of("-Xmx512m", "-Dhotshard.rate=9", "-Djava.util.prefs.userRoot=/tmp/p",
                    "-agentlib:jdwp=transport=dt_socket,server=y,address=5005", "--add-opens",
                    "java.base/java.nio=ALL-UNNAMED"),
            Map.of("hotshard.rate", "300", "hotshard.dist", "zipfian", "hotshard.target", "http://old"),
            "io.hotshard.simulations.ZipfianSimulation");

    @Test
    void forInjector_overridesWinOverThisJvmsHotshardValues() {
        List<String> line = command.forInjector(1, Map.of("hotshard.target", "http://127.0.0.1:8080",
                "hotshard.injectorIndex", "1"), Path.of("/runs/r"));

        assertThat(line).contains("-Dhotshard.target=http://127.0.0.1:8080", "-Dhotshard.injectorIndex=1",
                "-Dhotshard.rate=300", "-Dhotshard.dist=zipfian").doesNotContain("-Dhotshard.target=http://old",
                "-Dhotshard.rate=9");
    }

    @Test
    void forInjector_keepsJvmOptionsDropsDebugAgents() {
        List<String> line = command.forInjector(1, Map.of(), Path.of("/runs/r"));

        assertThat(line.get(0)).isEqualTo("/jdk/bin/java");
        assertThat(line).contains("-Xmx512m", "-Djava.util.prefs.userRoot=/tmp/p",
                "--add-opens=java.base/java.nio=ALL-UNNAMED", InjectorCommand.OPEN_LANG);
        assertThat(line).noneMatch(option -> option.contains("jdwp"));
    }

    @Test
    void forInjector_runsGatlingsMainOnTheSameSimulationWithoutItsReport() {
        List<String> line = command.forInjector(2, Map.of(), Path.of("/runs/r"));

        assertThat(line.subList(line.indexOf("-cp"), line.size())).containsExactly("-cp", "a.jar:b.jar",
                InjectorCommand.GATLING_MAIN, "--simulation", "io.hotshard.simulations.ZipfianSimulation",
                "--results-folder", Path.of("/runs/r/gatling-injector-2").toString(), "--no-reports");
    }
}
