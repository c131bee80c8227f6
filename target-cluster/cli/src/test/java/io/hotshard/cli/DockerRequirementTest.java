package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

final class DockerRequirementTest {

    @Test
    void requireOrSkip_engineAnswers_letsTheTestRun() {
        assertThatCode(() -> DockerRequirement.requireOrSkip(true, true)).doesNotThrowAnyException();
        assertThatCode(() -> DockerRequirement.requireOrSkip(true, false)).doesNotThrowAnyException();
    }

    @Test
    void requireOrSkip_noEngineNotRequired_skipsWithTheReason() {
        assertThatThrownBy(() -> DockerRequirement.requireOrSkip(false, false))
                .isInstanceOf(TestAbortedException.class)
                .hasMessageContaining("skipped: no Docker engine answers")
                .hasMessageContaining("-Dhotshard.requireDocker=true");
    }

    @Test
    void requireOrSkip_noEngineRequired_fails() {
        assertThatThrownBy(() -> DockerRequirement.requireOrSkip(false, true))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("no Docker engine answers, so the container tests cannot run (hotshard.requireDocker=true)");
    }
}
