package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

final class RingCommandsTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    @Test
    void demo_defaults_printsSeedNumbers() {
        int code = run("ring", "demo", "--format", "csv");

        assertThat(code).isZero();
        assertThat(out.toString()).contains("shard-0,24591,", "shard-1,24377,", "shard-2,24211,", "shard-3,26821,",
                "ring,18936,", "hash mod N,79982,");
    }

    @Test
    void demo_xxhash64_isAcceptedByName() {
        int code = run("ring", "demo", "--hash", "xxhash64", "--format", "csv");

        assertThat(code).isZero();
        assertThat(err.toString()).isEmpty();
        assertThat(out.toString()).contains("shard-0,", "shard-3,", "ring,", "hash mod N,");
    }

    @Test
    void workedExample_defaults_movesSevenWithModuloAndOneOnRing() {
        int code = run("ring", "worked-example", "--format", "csv");

        assertThat(code).isZero();
        assertThat(out.toString()).contains("hash % N (4 -> 5),7,8,87.5", "ring (+E at 40),1,8,12.5",
                "37,1,2,yes,D,E,yes");
    }

    @Test
    void rebalance_nineToTen_moduloMovesAboutNinetyPercentRingAboutTen() {
        int code = run("ring", "rebalance", "--from", "10", "--to", "10", "--partitioners", "ring,modulo",
                "--format", "csv");

        assertThat(code).isZero();
        String[] lines = out.toString().split("\n");
        double ring = Double.parseDouble(lines[1].split(",")[4]);
        double modulo = Double.parseDouble(lines[2].split(",")[4]);
        assertThat(ring).isBetween(5.0, 15.0);
        assertThat(modulo).isBetween(85.0, 95.0);
    }

    @Test
    void balance_json_isParseableWithNumbers() {
        int code = run("ring", "balance", "--keys", "2000", "--vnodes", "1,100", "--partitioners", "modulo",
                "--format", "json");

        assertThat(code).isZero();
        assertThat(out.toString()).contains("\"partitioner\" : \"ring\"", "\"vnodes\" : 100", "\"max_over_mean\" : ");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ring demo --vnodes 0|vnodes must be >= 1 but was 0",
        "ring demo --partitioner ketama|unknown partitioner 'ketama'; known: ring, modulo",
        "ring demo --hash sha1|unknown hash 'sha1'; known: sha256, md5, murmur3, xxhash64",
        "ring demo --format yaml|unknown format 'yaml'; known: text, csv, json, markdown",
        "ring owners --nodes a,a|duplicate node id 'a'",
        "ring owners --nodes a,b --weights z=2|--weights names unknown node 'z'",
        "ring owners|--nodes is required",
        "ring demo --nodes a,b --add a|--add 'a' is already one of --nodes"})
    void command_badInput_exitsTwoWithOneLineNamingTheValue(String args, String message) {
        int code = run(args.split(" "));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains(message);
        assertThat(err.toString().strip().lines()).hasSize(1);
        assertThat(out.toString()).isEmpty();
    }
}
