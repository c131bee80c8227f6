package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cli.pg.PartitionExperiment;
import io.hotshard.cli.pg.PartitionReport;
import io.hotshard.cluster.EmbeddedPostgresServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

final class PgPartitionsCommandTest {

    private static EmbeddedPostgresServer postgres;
    private static PartitionReport report;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void runOnARealServer() throws Exception {
        postgres = EmbeddedPostgresServer.start();
        try (Connection connection = DriverManager.getConnection(postgres.jdbcUrl())) {
            report = PartitionExperiment.run(connection, 20_000, 16);
        }
    }

    @AfterAll
    static void stopServer() {
        postgres.close();
    }

    @Test
    void explain_seedQueries_customerReadsOnePartitionIdReadsAllSixteen() {
        assertThat(report.byCustomer()).hasSize(1).allMatch(name -> name.matches("pedidos_p([0-9]|1[0-5])"));
        assertThat(report.byId()).hasSize(16);
        assertThat(report.keyRefusal()).contains("must include all partitioning columns");
    }

    @Test
    void generator_gAsIntUpToEightMillion_failsWithIntegerOutOfRangeAndBigintFixes() {
        PartitionReport.Overflow overflow = report.overflow();

        assertThat(overflow.error()).contains("integer out of range");
        assertThat(overflow.sqlState()).isEqualTo("22003");
        assertThat(overflow.firstOverflowingG()).isEqualTo(271_182L);
        assertThat((overflow.firstOverflowingG() - 1) * 7919).isLessThanOrEqualTo(Integer.MAX_VALUE);
        assertThat(overflow.firstOverflowingG() * 7919).isGreaterThan(Integer.MAX_VALUE);
        assertThat(overflow.fixedValues()).isEqualTo(8_000_000L - 271_179L + 1);
        assertThat(overflow.fixedMaxCustomer()).isEqualTo(200_000L);
    }

    @Test
    void load_seedGenerator_everyRowInTheRemainderItsHashGivesAndPartitionsEven() throws Exception {
        try (Connection connection = DriverManager.getConnection(postgres.jdbcUrl());
             Statement sql = connection.createStatement();
             ResultSet misplaced = sql.executeQuery("SELECT count(*) FROM " + PartitionExperiment.SCHEMA
                     + ".pedidos o WHERE NOT satisfies_hash_partition('" + PartitionExperiment.SCHEMA
                     + ".pedidos'::regclass, 16, substring(o.tableoid::regclass::text from '_p([0-9]+)$')::int,"
                     + " o.cliente_id)")) {
            misplaced.next();
            assertThat(misplaced.getLong(1)).as("rows the remainder test places elsewhere").isZero();
        }
        assertThat(report.rowsPerPartition()).hasSize(16);
        assertThat(report.rowsPerPartition().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(20_000);
        assertThat(report.maxOverMean()).isBetween(1.0, 1.2);
    }

    @Test
    void moves_sixteenToSeventeen_moduloMovesMostRowsTheRingAboutOneSeventeenth() {
        PartitionReport.Moves moves = report.moves();
        double modulo = (double) moves.movedByModulo() / moves.rows();
        double ring = (double) moves.movedByRing() / moves.rows();

        assertThat(moves.customers()).isEqualTo(20_000);
        assertThat(modulo).isBetween(0.90, 0.97);
        assertThat(ring).isBetween(0.02, 0.12);
    }

    @Test
    void print_report_namesEachQueryAndTheOverflow() {
        PgPartitionsCommand.print(new PrintWriter(out), report, "test");

        List<String> lines = out.toString().lines().toList();
        assertThat(lines).anyMatch(l -> l.startsWith("query WHERE cliente_id = 4242: reads 1 of 16 partitions"))
                .anyMatch(l -> l.equals("query WHERE id = 123456: reads 16 of 16 partitions"))
                .anyMatch(l -> l.contains("integer out of range") && l.contains("SQLSTATE 22003"))
                .anyMatch(l -> l.startsWith("16 -> 17 partitions: "));
    }

    @Test
    void partitions_badValues_exitTwoWithOneLine() {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));

        int code = cli.execute("pg", "partitions", "--partitions", "1");
        int urlCode = cli.execute("pg", "partitions", "--pg-url", "mysql://127.0.0.1/x");

        assertThat(code).isEqualTo(2);
        assertThat(urlCode).isEqualTo(2);
        assertThat(err.toString().lines().toList()).containsExactly(
                "hotshard: --partitions must be in [2, 1024] but was 1",
                "hotshard: pg url must start with postgresql:// but was mysql://127.0.0.1/x");
        assertThat(out.toString()).isEmpty();
    }
}
