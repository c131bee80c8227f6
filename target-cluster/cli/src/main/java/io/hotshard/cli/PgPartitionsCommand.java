package io.hotshard.cli;

import io.hotshard.cli.pg.PartitionExperiment;
import io.hotshard.cli.pg.PartitionReport;
import io.hotshard.cluster.EmbeddedPostgresServer;
import io.hotshard.shard.PgTarget;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Seed 000's hash-partitioned orders table on a real PostgreSQL: what each query reads and what growing moves. */
@Command(name = "partitions", mixinStandardHelpOptions = true,
        description = {"Creates the seed's table pedidos PARTITION BY HASH (cliente_id) (MODULUS N, REMAINDER i),"
                + " loads it with cliente_id = 1 + (g::bigint * 7919) % 200000, and prints rows per partition, the"
                + " partitions read by WHERE cliente_id = 4242 and by WHERE id = 123456 (from EXPLAIN (FORMAT JSON)),"
                + " the generator's int overflow and its fix, and the rows that move with one more partition.",
                "Runs in schema " + PartitionExperiment.SCHEMA + ", dropped and created again each run."})
public final class PgPartitionsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--rows", defaultValue = "200000", paramLabel = "N",
            description = "Rows loaded (g = 1..N). Default: ${DEFAULT-VALUE}.")
    long rows;

    @Option(names = "--partitions", defaultValue = "16", paramLabel = "N",
            description = "Hash partitions (MODULUS N). Default: ${DEFAULT-VALUE}.")
    int partitions;

    @Option(names = "--pg-url", paramLabel = "URL",
            description = "postgresql://user:password@host:port/db of an existing server; default: an embedded one.")
    String pgUrl;

    @Override
    public Integer call() throws SQLException {
        if (rows < 1 || rows > 100_000_000) {
            throw new IllegalArgumentException("--rows must be in [1, 100000000] but was " + rows);
        }
        if (partitions < 2 || partitions > 1_024) {
            throw new IllegalArgumentException("--partitions must be in [2, 1024] but was " + partitions);
        }
        PgTarget given = pgUrl == null ? null : PgTarget.parse(pgUrl);
        PrintWriter out = spec.commandLine().getOut();
        EmbeddedPostgresServer embedded = given == null ? EmbeddedPostgresServer.start() : null;
        PgTarget target = given != null ? given : embedded.target();
        try (Connection connection = connect(target)) {
            PartitionReport report = PartitionExperiment.run(connection, rows, partitions);
            print(out, report, target.displayUrl() + (embedded != null ? " (embedded)" : ""));
            return 0;
        } catch (SQLException e) {
            spec.commandLine().getErr().println("hotshard: PostgreSQL at " + target.displayUrl() + " failed: "
                    + e.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
    }

    private static Connection connect(PgTarget target) throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", target.user());
        properties.setProperty("password", target.password());
        return DriverManager.getConnection("jdbc:postgresql://" + target.host() + ":" + target.port() + "/"
                + target.database(), properties);
    }

    static void print(PrintWriter out, PartitionReport report, String server) {
        int n = report.partitions();
        out.println(String.format(Locale.ROOT, "PostgreSQL %s at %s: pedidos PARTITION BY HASH (cliente_id),"
                + " %d partitions (MODULUS %d, REMAINDER 0..%d)", report.serverVersion(), server, n, n, n - 1));
        out.println("primary key (id) alone: refused: " + report.keyRefusal());
        out.println("primary key (id, cliente_id): created (it includes the partition key)");
        long max = report.rowsPerPartition().values().stream().mapToLong(Long::longValue).max().orElse(0);
        long min = report.rowsPerPartition().values().stream().mapToLong(Long::longValue).min().orElse(0);
        out.println(String.format(Locale.ROOT, "rows per partition: %,d rows, min %,d, max %,d, mean %,.1f,"
                + " max/mean %.3f", report.rows(), min, max, (double) report.rows() / n, report.maxOverMean()));
        out.println(String.format(Locale.ROOT, "query WHERE cliente_id = 4242: reads %d of %d partitions %s",
                report.byCustomer().size(), n, report.byCustomer()));
        out.println(String.format(Locale.ROOT, "query WHERE id = 123456: reads %d of %d partitions",
                report.byId().size(), n));
        PartitionReport.Overflow overflow = report.overflow();
        out.println(String.format(Locale.ROOT, "generator 1 + (g * 7919) %% 200000 with g int up to %,d: %s"
                        + " (SQLSTATE %s), from g = %,d, the first with g * 7919 > 2^31 - 1", overflow.lastG(),
                overflow.error(), overflow.sqlState(), overflow.firstOverflowingG()));
        out.println(String.format(Locale.ROOT, "fix g::bigint: %,d values up to g = %,d, cliente_id at most %,d",
                overflow.fixedValues(), overflow.lastG(), overflow.fixedMaxCustomer()));
        PartitionReport.Moves moves = report.moves();
        out.println(String.format(Locale.ROOT, "%d -> %d partitions: %,d of %,d rows move (%.1f%%) with hash"
                        + " modulo; a consistent-hashing ring (100 vnodes) moves %,d (%.1f%%; 1/%d = %.1f%%)", n, n + 1,
                moves.movedByModulo(), moves.rows(), 100.0 * moves.movedByModulo() / moves.rows(),
                moves.movedByRing(), 100.0 * moves.movedByRing() / moves.rows(), n + 1, 100.0 / (n + 1)));
        out.flush();
    }
}
