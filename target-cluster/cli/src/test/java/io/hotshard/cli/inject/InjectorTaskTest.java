package io.hotshard.cli.inject;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class InjectorTaskTest {

    private static InjectorTask task(String targets, Map<String, String> properties) {
        return new InjectorTask(1, 2, InjectorTask.simulationClass("Zipfian"), InjectorTask.targets(targets),
                Path.of("/hotshard-run"), properties);
    }

    @Test
    void command_loopbackRouters_standaloneInjectorOfGatlingWithItsOwnIndexOverTheGivenSettings() {
        InjectorTask task = task("http://127.0.0.1:8080,http://127.0.0.1:8081",
                Map.of("hotshard.rate", "100", "hotshard.injectorIndex", "7"));

        List<String> command = task.command(List.of("java"), List.of("-Xmx64m"), "cli.jar:lib/*");

        assertThat(command).startsWith("java", "-Xmx64m", "--add-opens=java.base/java.lang=ALL-UNNAMED");
        assertThat(command).contains("-Dhotshard.injectors=2", "-Dhotshard.injectorIndex=1", "-Dhotshard.rate=100",
                "-Dhotshard.target=http://127.0.0.1:8080,http://127.0.0.1:8081", "-Dhotshard.runDir=/hotshard-run");
        assertThat(command).doesNotContain("-Dhotshard.injectorIndex=7", "-Dhotshard.allowRemoteTarget=true");
        assertThat(command).endsWith("-cp", "cli.jar:lib/*", InjectorTask.GATLING_MAIN, "--simulation",
                "io.hotshard.simulations.ZipfianSimulation", "--results-folder", "/hotshard-run/gatling-injector-1",
                "--no-reports");
    }

    @Test
    void command_routerOnAnotherHost_allowsTheRemoteTarget() {
        assertThat(task("http://hotshard-router:8080", Map.of()).systemProperties())
                .containsEntry("hotshard.allowRemoteTarget", "true");
    }

    @Test
    void simulationClass_shortLongOrQualifiedName_resolvesInTheSimulationsPackage() {
        assertThat(InjectorTask.simulationClass("Uniform")).isEqualTo("io.hotshard.simulations.UniformSimulation");
        assertThat(InjectorTask.simulationClass("UniformSimulation"))
                .isEqualTo("io.hotshard.simulations.UniformSimulation");
        assertThat(InjectorTask.simulationClass("com.example.MySimulation")).isEqualTo("com.example.MySimulation");
        assertThatThrownBy(() -> InjectorTask.simulationClass("1up"))
                .hasMessage("--simulation must be a simulation name such as Zipfian or a class name but was '1up'");
    }

    @Test
    void task_emptyTarget_failsNamingTheValue() {
        assertThatThrownBy(() -> task("http://127.0.0.1:8080,", Map.of()))
                .hasMessage("--target must be http://host:port URLs but one was ''");
    }
}
