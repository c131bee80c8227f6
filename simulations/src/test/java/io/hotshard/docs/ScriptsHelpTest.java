package io.hotshard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every script answers {@code --help} on a clean checkout: with nothing built (its copy sits beside the parent pom
 * alone), it prints what it does and exits 0 at once, starting no run, no build and no download, and writing nothing.
 * The helpers under {@code scripts/bench-router.d} that take arguments (the Python ones) answer it too; the nginx and
 * HAProxy configurations (sourced) and the wrk script (run by wrk) take none.
 */
final class ScriptsHelpTest {

    private static final Path ROOT = DocSet.findRoot(Path.of(""));
    private static final String HELPERS = "bench-router.d";

    @TempDir
    Path checkout;

    static Stream<String> scripts() throws IOException {
        Path scripts = ROOT.resolve("scripts");
        try (Stream<Path> top = Files.list(scripts); Stream<Path> helpers = Files.list(scripts.resolve(HELPERS))) {
            Stream<Path> pythonHelpers = helpers.filter(f -> f.getFileName().toString().endsWith(".py"));
            return Stream.concat(top.filter(Files::isRegularFile), pythonHelpers)
                    .map(f -> scripts.relativize(f).toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("scripts")
    void help_cleanCheckout_describesTheScriptAndDoesNothing(String script) throws Exception {
        Files.createDirectories(checkout.resolve("scripts").resolve(HELPERS));
        for (String name : scripts().toList()) {
            Path copy = checkout.resolve("scripts").resolve(name);
            Files.copy(ROOT.resolve("scripts").resolve(name), copy, StandardCopyOption.COPY_ATTRIBUTES);
        }
        Files.copy(ROOT.resolve("pom.xml"), checkout.resolve("pom.xml"));
        List<Path> before = tree();

        ProcessBuilder help = new ProcessBuilder(script.endsWith(".py") ? "python3" : "bash",
                "scripts/" + script, "--help").directory(checkout.toFile()).redirectErrorStream(true);
        help.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Process process = help.start();
        boolean ended = process.waitFor(20, TimeUnit.SECONDS);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(ended).as("scripts/%s --help ended within 20 s", script).isTrue();
        assertThat(process.exitValue()).as("exit code of scripts/%s --help: %s", script, out).isZero();
        assertThat(out.lines().findFirst().orElse("")).as("first line of scripts/%s --help", script).isNotBlank();
        assertThat(tree()).as("files after scripts/%s --help", script).isEqualTo(before);
    }

    private List<Path> tree() throws IOException {
        try (Stream<Path> files = Files.walk(checkout)) {
            return files.map(checkout::relativize).sorted().toList();
        }
    }
}
