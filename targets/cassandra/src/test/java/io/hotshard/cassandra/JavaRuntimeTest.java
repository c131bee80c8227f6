package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class JavaRuntimeTest {

    @TempDir
    Path temp;

    @Test
    void feature_versionLines_readTheFeatureRelease() {
        Path java = Path.of("java");
        assertThat(JavaRuntime.feature("openjdk version \"17.0.15\" 2025-04-15", java)).isEqualTo(17);
        assertThat(JavaRuntime.feature("java version \"1.8.0_412\"", java)).isEqualTo(8);
        assertThat(JavaRuntime.feature("openjdk version \"21\" 2023-09-19", java)).isEqualTo(21);
    }

    @Test
    void at_aJavaCassandraDoesNotRunOn_failsInOneLine() throws Exception {
        Path fake = temp.resolve("java");
        Files.writeString(fake, "#!/bin/sh\necho 'openjdk version \"21.0.4\" 2024-07-16' >&2\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));

        assertThatThrownBy(() -> JavaRuntime.at(fake)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Cassandra 5.0 runs on Java 11 or 17 but " + fake
                        + " is Java 21; name another with --java");
    }

    @Test
    void at_noSuchFile_failsNamingIt() {
        Path missing = temp.resolve("bin").resolve("java");

        assertThatThrownBy(() -> JavaRuntime.at(missing)).hasMessage("no java at " + missing);
    }
}
