package io.hotshard.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RunDirectoriesTest {

    private static final Instant LATE_EVENING = Instant.parse("2026-12-06T23:59:59.987Z");

    @TempDir
    Path root;

    @Test
    void name_anyInstant_isItsUtcSecondMarkedZ() {
        assertThat(RunDirectories.name("NodeChurnSimulation", LATE_EVENING))
                .isEqualTo("NodeChurnSimulation-20261206-235959Z");
    }

    @Test
    void create_twoRunsInTheSameSecond_getTwoDirectories() throws Exception {
        Path first = RunDirectories.create(root, "RedisHotKeySimulation", LATE_EVENING);
        Path second = RunDirectories.create(root, "RedisHotKeySimulation", LATE_EVENING.plusMillis(5));

        assertThat(first).isDirectory().hasFileName("RedisHotKeySimulation-20261206-235959Z");
        assertThat(second).isDirectory().hasFileName("RedisHotKeySimulation-20261206-235959Z-2");
    }

    @Test
    void create_runsStartedOneAfterAnother_sortByNameInTheOrderTheyStarted() throws Exception {
        List<Path> created = new ArrayList<>();
        created.add(RunDirectories.create(root.resolve("runs"), "Sim", LATE_EVENING.minusSeconds(1)));
        created.add(RunDirectories.create(root.resolve("runs"), "Sim", LATE_EVENING));
        created.add(RunDirectories.create(root.resolve("runs"), "Sim", LATE_EVENING));
        created.add(RunDirectories.create(root.resolve("runs"), "Sim", LATE_EVENING.plusSeconds(1)));

        try (var listed = Files.list(root.resolve("runs"))) {
            assertThat(listed.map(p -> p.getFileName().toString()).sorted())
                    .containsExactlyElementsOf(created.stream().map(p -> p.getFileName().toString()).toList());
        }
        assertThat(created.get(3)).hasFileName("Sim-20261207-000000Z");
    }

    @Test
    void name_withASeparator_isRefusedNamingIt() {
        assertThatThrownBy(() -> RunDirectories.name("a/b", LATE_EVENING))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'a/b'");
    }
}
