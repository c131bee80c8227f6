package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

final class ImportsTest {

    @Test
    void mainSources_everyImport_isJdkOrThisModule() throws IOException {
        Path root = Path.of("src", "main", "java", "io", "hotshard", "ring");
        List<String> imports;
        try (Stream<Path> files = Files.walk(root)) {
            imports = files.filter(p -> p.toString().endsWith(".java"))
                    .flatMap(ImportsTest::lines)
                    .map(String::trim)
                    .filter(line -> line.startsWith("import "))
                    .toList();
        }

        assertThat(imports).isNotEmpty();
        assertThat(imports).allSatisfy(line -> assertThat(line).matches(
                "import (static )?(java\\.|io\\.hotshard\\.ring\\.).*;"));
    }

    private static Stream<String> lines(Path file) {
        try {
            return Files.readAllLines(file).stream();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }
}
