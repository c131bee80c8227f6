package io.hotshard.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

final class SettingsRegistryTest {

    /** A property name in a string literal: {@code "hotshard.cache.ttl"}. */
    private static final Pattern PROPERTY = Pattern.compile("\"(hotshard\\.[A-Za-z0-9_.]*[A-Za-z0-9_])\"");

    @Test
    void requireKnown_misspelledRate_failsNamingTheNearestKnownName() {
        assertThatThrownBy(() -> SettingsRegistry.requireKnown(Map.of("hotshard.rat", "5", "hotshard.seed", "1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.rat is not a setting hotshard knows; did you mean hotshard.rate? "
                        + "(docs/simulations.md lists them all)");
        assertThatThrownBy(() -> SettingsRegistry.requireKnown(Map.of("hotshard.redis.master", "3")))
                .hasMessageStartingWith("hotshard.redis.master is not a setting hotshard knows; did you mean "
                        + "hotshard.redis.masters?");
    }

    @Test
    void requireKnown_knownNamesAndOtherProperties_passes() {
        assertThatCode(() -> SettingsRegistry.requireKnown(Map.of("hotshard.rate", "5", "hotshard.trace.queries",
                "q.jsonl", "hotshard.requireDocker", "true", "java.home", "/usr", "gatling.simulationClass", "X")))
                .doesNotThrowAnyException();
    }

    @Test
    void known_everyNameTheSimulationsRead_isRegistered() throws IOException {
        Set<String> read = new TreeSet<>();
        Path module = Path.of("").toAbsolutePath();
        List<Path> roots = List.of(module.resolve("src/main/java"), module.resolve("src/test/java/io/hotshard/simulations"));
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    Matcher m = PROPERTY.matcher(Files.readString(file));
                    while (m.find()) {
                        read.add(m.group(1));
                    }
                }
            }
        }

        assertThat(read).contains("hotshard.rate", "hotshard.redis.masters", "hotshard.soak");
        assertThat(SettingsRegistry.known()).as("settings.txt").containsAll(read);
    }
}
