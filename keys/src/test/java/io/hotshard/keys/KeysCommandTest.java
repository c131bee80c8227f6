package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class KeysCommandTest {

    /** Exit code, standard output lines and standard error of one run. */
    private record Run(int exitCode, List<String> lines, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = KeysCommand.commandLine(new PrintWriter(out), new PrintWriter(err, true)).execute(args);
        List<String> lines = out.toString().isEmpty() ? List.of() : Arrays.asList(out.toString().split("\n"));
        return new Run(code, lines, err.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--dist pareto | 'pareto'; known: uniform, zipfian, zipfian-exact",
        "--items abc | '--items': 'abc' is not a long",
        "--items 0 | items must be >= 1 but was 0",
        "--count 0 | --count must be >= 1 but was 0",
        "--dist zipfian --theta 1.5 | theta must be in [0, 1) for zipfian (Gray et al.) but was 1.5",
        "--dist hotspot --hot-fraction 2 | hot data fraction must be in [0, 1] but was 2.0",
        "--dist category --hot-category 9 | hot category must be in [0, 3] but was 9",
        "--key-format user | key format 'user' writes different ids as the same key",
        "--dist sequential --scrambled | scrambling applies to",
        "--workload /nonexistent/workloada | cannot read workload file /nonexistent/workloada",
        "--frobnicate | Unknown option: '--frobnicate'"})
    void call_badInput_exitsWithTwoAndOneLineNamingIt(String args, String message) {
        Run run = run(args.split(" "));
        assertThat(run.exitCode()).isEqualTo(KeysCommand.BAD_INPUT);
        assertThat(run.err()).contains(message).startsWith("hotshard keys: ").hasLineCount(1);
        assertThat(run.lines()).isEmpty();
    }

    @Test
    void call_count_printsOneKeyPerLine() {
        Run run = run("--dist", "uniform", "--items", "50", "--count", "1234", "--seed", "1");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lines()).hasSize(1234).allMatch(k -> k.matches("key[0-9]{1,2}"));
        assertThat(run.err()).isEmpty();
    }

    @Test
    void call_sameSeed_printsSameKeys() {
        String[] args = {"--dist", "zipfian", "--scrambled", "--count", "5000", "--seed", "42"};
        assertThat(run(args).lines()).isEqualTo(run(args).lines());
        assertThat(run(args).lines()).isNotEqualTo(run("--dist", "zipfian", "--scrambled", "--count", "5000",
                "--seed", "43").lines());
    }

    @Test
    void call_noSeed_printsFreshSeedThatReplaysTheKeys() {
        Run first = run("--dist", "hotspot", "--count", "300");
        assertThat(first.err()).startsWith("hotshard keys: seed ");
        String seed = first.err().trim().substring("hotshard keys: seed ".length());
        assertThat(run("--dist", "hotspot", "--count", "300", "--seed", seed).lines()).isEqualTo(first.lines());
    }

    @Test
    void call_histogram_printsKeysMostFrequentFirstWithShares() {
        Run run = run("--dist", "zipfian", "--items", "100", "--count", "100000", "--seed", "42", "--histogram");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lines().get(0)).startsWith("key0\t");
        long previous = Long.MAX_VALUE;
        long total = 0;
        double shares = 0;
        for (String line : run.lines()) {
            String[] cells = line.split("\t");
            long count = Long.parseLong(cells[1]);
            assertThat(count).isLessThanOrEqualTo(previous);
            assertThat(Double.parseDouble(cells[2])).isCloseTo(count / 100_000.0, within(5e-7));
            previous = count;
            total += count;
            shares += Double.parseDouble(cells[2]);
        }
        assertThat(total).isEqualTo(100_000);
        assertThat(shares).isCloseTo(1.0, within(1e-4));
    }

    @Test
    void call_categoryHistogram_putsHotCategoryFirst() {
        Run run = run("--dist", "category", "--hot-category", "2", "--count", "10000", "--seed", "3", "--histogram");
        assertThat(run.lines()).hasSize(4);
        assertThat(run.lines().get(0)).startsWith("category:2\t");
    }

    @Test
    void call_keyFormat_overridesDefault() {
        Run run = run("--dist", "sequential", "--count", "3", "--key-format", "order-%06d", "--seed", "1");
        assertThat(run.lines()).containsExactly("order-000000", "order-000001", "order-000002");
    }

    @Test
    void call_workload_drawsOperationCountYcsbKeys(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("workloada"), WorkloadFileTest.WORKLOAD_A);
        Run run = run("--workload", file.toString(), "--seed", "9");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lines()).hasSize(1000).allMatch(k -> k.matches("user[0-9]+"));
    }

    @Test
    void call_workloadWithDistributionOptions_failsNamingThem(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("workloada"), WorkloadFileTest.WORKLOAD_A);
        Run run = run("--workload", file.toString(), "--dist", "uniform", "--items", "5");
        assertThat(run.exitCode()).isEqualTo(KeysCommand.BAD_INPUT);
        assertThat(run.err()).isEqualTo("hotshard keys: --workload sets the distribution; drop --dist, --items\n");
    }
}
