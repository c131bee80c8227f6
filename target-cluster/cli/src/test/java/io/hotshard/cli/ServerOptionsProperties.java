package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The server commands against random bad option values: each exits with code 2 and one line on stderr that names
 * the option (or the setting it feeds), before anything listens.
 */
final class ServerOptionsProperties {

    /** A command line with one bad value, and the words of which the error line must hold one. */
    record Bad(List<String> args, List<String> names) {
    }

    private record Option(String command, String name, List<String> names, Arbitrary<String> values) {
    }

    @Property(tries = 200, seed = "20261201")
    void serverCommand_badOptionValue_exitsTwoWithOneLineNamingIt(@ForAll("badOptions") Bad bad) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int code = run(out, err, bad.args());

        assertThat(code).as(bad.args().toString()).isEqualTo(Cli.BAD_INPUT);
        assertThat(err.toString().strip().lines()).as(bad.args().toString()).singleElement().asString()
                .startsWith("hotshard: ").containsAnyOf(bad.names().toArray(String[]::new));
        assertThat(out.toString()).isEmpty();
    }

    @Example
    void routerAndShard_nonLoopbackHostWithoutToken_exitTwoSayingWhy() {
        for (List<String> args : List.of(List.of("shard", "--host", "0.0.0.0", "--port", "0"),
                List.of("router", "--host", "0.0.0.0", "--port", "0", "--shard", "s0=http://127.0.0.1:1"))) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();

            int code = run(out, err, args);

            assertThat(code).isEqualTo(Cli.BAD_INPUT);
            assertThat(err.toString().strip().lines()).singleElement().asString()
                    .contains("would listen on 0.0.0.0, which is not a loopback address, without an admin token");
            assertThat(out.toString()).isEmpty();
        }
    }

    @Example
    void serverCommands_unreadableTokenFile_exitTwoNamingIt() {
        String missing = Path.of("target", "no-such-token-file").toString();
        for (String command : List.of("shard", "router", "cluster")) {
            List<String> args = new ArrayList<>(List.of(command, "--admin-token-file", missing));
            if (!command.equals("cluster")) {
                args.addAll(List.of("--port", "0"));
            }
            if (command.equals("router")) {
                args.addAll(List.of("--shard", "s0=http://127.0.0.1:1"));
            }
            StringWriter err = new StringWriter();

            assertThat(run(new StringWriter(), err, args)).isEqualTo(Cli.BAD_INPUT);
            assertThat(err.toString().strip().lines()).singleElement().asString()
                    .contains("admin token file " + missing + " cannot be read");
        }
    }

    @Provide
    Arbitrary<Bad> badOptions() {
        List<Option> options = List.of(
                new Option("shard", "--port", List.of("--port", "port"), integers("-1", "65536", "99999999999")),
                new Option("shard", "--concurrency", List.of("--concurrency", "concurrency"), integers("0", "-3")),
                new Option("shard", "--queue", List.of("--queue", "queueCapacity"), integers("-1")),
                new Option("shard", "--slowness", List.of("--slowness", "slowness"), decimals("-1", "-0.5")),
                new Option("shard", "--error-rate", List.of("--error-rate", "errorRate"), decimals("-0.1", "1.5")),
                new Option("shard", "--seed", List.of("--seed"), integers("9223372036854775808")),
                new Option("shard", "--id", List.of("--id", "id must"), badIds()),
                new Option("router", "--port", List.of("--port", "port"), integers("-1", "65536")),
                new Option("router", "--pool-size", List.of("--pool-size", "poolSizePerShard"), integers("0", "5000")),
                new Option("router", "--vnodes", List.of("--vnodes", "vnodes"), integers("0", "-1")),
                new Option("router", "--event-loops", List.of("--event-loops", "eventLoops"), integers("0", "257")),
                new Option("router", "--request-timeout", List.of("--request-timeout", "requestTimeoutMillis"),
                        words()),
                new Option("router", "--shard", List.of("--shard", "shard"), words()),
                new Option("cluster", "--shards", List.of("--shards"), integers("0", "-1", "1025")),
                new Option("cluster", "--router-port", List.of("--router-port", "routerPort"), integers("-1", "70000")),
                new Option("cluster", "--duration", List.of("--duration"), words()),
                new Option("cluster", "--warm-up", List.of("--warm-up"), words()),
                new Option("cluster", "--warm-up-fanouts", List.of("--warm-up-fanouts"), integers("-1", "2147483648")),
                new Option("prometheus-config", "--interval", List.of("--interval"), words()),
                new Option("prometheus-config", "--router", List.of("--router", "url", "URL"), words()));
        List<Arbitrary<Bad>> bad = new ArrayList<>();
        for (Option option : options) {
            bad.add(option.values().map(value -> new Bad(args(option, value), option.names())));
        }
        return Arbitraries.oneOf(bad);
    }

    private static List<String> args(Option option, String value) {
        List<String> args = new ArrayList<>(List.of(option.command()));
        if (!option.name().equals("--port") && !option.command().equals("cluster")
                && !option.command().equals("prometheus-config")) {
            args.addAll(List.of("--port", "0"));
        }
        if (option.command().equals("router") && !option.name().equals("--shard")) {
            args.addAll(List.of("--shard", "s0=http://127.0.0.1:1"));
        }
        args.addAll(List.of(option.name(), value));
        return args;
    }

    /** Text no number, duration or URL parser accepts: no digits, no option-like or @file prefix. */
    private static Arbitrary<String> words() {
        return Arbitraries.strings().all().ofMinLength(1).ofMaxLength(12)
                .filter(s -> s.codePoints().noneMatch(Character::isDigit) && !s.startsWith("-") && !s.startsWith("@")
                        && !s.isBlank() && s.indexOf('\u0000') < 0);
    }

    private static Arbitrary<String> integers(String... outOfRange) {
        return Arbitraries.oneOf(words(), Arbitraries.of("1.5", "1e400", "0x10", "12abc"), Arbitraries.of(outOfRange));
    }

    private static Arbitrary<String> decimals(String... outOfRange) {
        return Arbitraries.oneOf(words().filter(s -> !s.strip().equalsIgnoreCase("NaN")), Arbitraries.of("NaN",
                "Infinity", "1e400", "-1e400"), Arbitraries.of(outOfRange));
    }

    private static Arbitrary<String> badIds() {
        return words().filter(s -> !s.matches("[A-Za-z0-9_.-]{1,64}"));
    }

    private static int run(StringWriter out, StringWriter err, List<String> args) {
        picocli.CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args.toArray(String[]::new));
    }
}
