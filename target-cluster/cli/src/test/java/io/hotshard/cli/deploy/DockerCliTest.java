package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The runner's contract, shown with ordinary commands standing in for {@code docker}. */
final class DockerCliTest {

    @Test
    void run_commandPrints_capturesStdoutAndExitCode() {
        DockerCli.Result result = new DockerCli("echo").run(Duration.ofSeconds(10), "a", "b");

        assertThat(result.ok()).isTrue();
        assertThat(result.lines()).containsExactly("a b");
    }

    @Test
    void check_commandFails_throwsOneLineWithTheExitCode() {
        assertThatThrownBy(() -> new DockerCli("ls").check("/no/such/dir"))
                .isInstanceOf(DockerException.class)
                .hasMessageStartingWith("'ls /no/such/dir' failed (exit 2): ")
                .hasMessageNotContaining("\n");
    }

    @Test
    void run_commandOutlivesTheDeadline_isStoppedAndReported() {
        long start = System.nanoTime();

        assertThatThrownBy(() -> new DockerCli("sleep").run(Duration.ofMillis(300), "30"))
                .isInstanceOf(DockerException.class).hasMessage("'sleep 30' did not finish within 300 ms");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(20));
    }

    @Test
    void run_noSuchExecutable_throwsOneLine() {
        assertThatThrownBy(() -> new DockerCli("/no/such/docker").run(Duration.ofSeconds(5), "info"))
                .isInstanceOf(DockerException.class)
                .hasMessageStartingWith("cannot run '/no/such/docker' (is the Docker command line installed?)");
    }
}
