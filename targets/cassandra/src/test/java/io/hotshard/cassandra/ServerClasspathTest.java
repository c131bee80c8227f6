package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ServerClasspathTest {

    @TempDir
    Path temp;

    @Test
    void read_noFile_failsNamingItAndTheBuildThatWritesIt() {
        Path file = temp.resolve("cassandra-server.classpath");

        assertThatThrownBy(() -> new ServerClasspath(file).read()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Cassandra's server class path " + file + " is missing; write it with 'mvn -B -q package"
                        + " -pl targets/cassandra-server' in the repository root");
    }

    @Test
    void read_aJarGone_failsNamingIt() throws Exception {
        Path jar = Files.createFile(temp.resolve("a.jar"));
        Path file = Files.writeString(temp.resolve("cp"), jar + ":" + temp.resolve("b.jar") + "\n");

        assertThatThrownBy(() -> new ServerClasspath(file).read())
                .hasMessageContaining("names " + temp.resolve("b.jar") + ", which is missing");
    }

    @Test
    void read_everyJarThere_returnsTheLine() throws Exception {
        Path jar = Files.createFile(temp.resolve("a.jar"));
        Path file = Files.writeString(temp.resolve("cp"), jar + "\n");

        assertThat(new ServerClasspath(file).read()).isEqualTo(jar.toString());
    }
}
