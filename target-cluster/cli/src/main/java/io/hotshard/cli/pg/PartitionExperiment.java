package io.hotshard.cli.pg;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Seed 000's PostgreSQL experiment, in schema {@value #SCHEMA} of a real server: table {@code pedidos}
 * {@code PARTITION BY HASH (cliente_id)} into N partitions ({@code MODULUS N, REMAINDER i}), loaded with the
 * seed's generator {@code cliente_id = 1 + (g * 7919) % 200000}; then what each query reads, the generator's int
 * overflow, and what one more partition moves. Blocking JDBC: for a command's thread.
 */
public final class PartitionExperiment {

    /** The schema the experiment owns; it is dropped and created again on every run. */
    public static final String SCHEMA = "hotshard_pg_partitions";
    /** The seed's multiplier and number of customers. */
    static final int MULTIPLIER = 7919;
    static final int CUSTOMERS = 200_000;
    /** The seed's generator ran g up to 8 million. */
    static final int SEED_LAST_G = 8_000_000;
    private static final String TABLE = SCHEMA + ".pedidos";

    private PartitionExperiment() {
    }

    /** Runs every step on {@code connection} (left in auto-commit) and reports what PostgreSQL answered. */
    public static PartitionReport run(Connection connection, long rows, int partitions) throws SQLException {
        if (rows < 1 || rows > 100_000_000) {
            throw new IllegalArgumentException("rows must be in [1, 100000000] but was " + rows);
        }
        if (partitions < 2 || partitions > 1_024) {
            throw new IllegalArgumentException("partitions must be in [2, 1024] but was " + partitions);
        }
        connection.setAutoCommit(true);
        try (Statement sql = connection.createStatement()) {
            String version = text(sql, "SHOW server_version");
            createTable(sql, partitions);
            String keyRefusal = refusal(sql, "ALTER TABLE " + TABLE + " ADD PRIMARY KEY (id)");
            sql.execute("ALTER TABLE " + TABLE + " ADD PRIMARY KEY (id, cliente_id)");
            sql.execute("INSERT INTO " + TABLE + " SELECT g, 1 + (g::bigint * " + MULTIPLIER + ") % " + CUSTOMERS
                    + ", timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second', (g % 100000) / 100.0"
                    + " FROM generate_series(1, " + rows + ") AS g");
            sql.execute("ANALYZE " + TABLE);
            return new PartitionReport(version, partitions, rows, rowsPerPartition(sql),
                    planned(sql, "SELECT * FROM " + TABLE + " WHERE cliente_id = 4242"),
                    planned(sql, "SELECT * FROM " + TABLE + " WHERE id = 123456"),
                    keyRefusal, overflow(sql), moves(sql, partitions, rows));
        }
    }

    private static void createTable(Statement sql, int partitions) throws SQLException {
        sql.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
        sql.execute("CREATE SCHEMA " + SCHEMA);
        sql.execute("CREATE TABLE " + TABLE + " (id bigint NOT NULL, cliente_id int NOT NULL,"
                + " criado_em timestamptz NOT NULL, total numeric(12, 2) NOT NULL) PARTITION BY HASH (cliente_id)");
        sql.execute("DO $$ BEGIN FOR i IN 0.." + (partitions - 1) + " LOOP EXECUTE format('CREATE TABLE "
                + SCHEMA + ".pedidos_p%s PARTITION OF " + TABLE + " FOR VALUES WITH (MODULUS " + partitions
                + ", REMAINDER %s)', i, i); END LOOP; END $$");
    }

    private static Map<String, Long> rowsPerPartition(Statement sql) throws SQLException {
        Map<String, Long> counts = new LinkedHashMap<>();
        try (ResultSet result = sql.executeQuery("SELECT c.relname FROM pg_inherits i JOIN pg_class c"
                + " ON c.oid = i.inhrelid WHERE i.inhparent = '" + TABLE + "'::regclass"
                + " ORDER BY substring(c.relname from '_p([0-9]+)$')::int")) {
            while (result.next()) {
                counts.put(result.getString(1), 0L);
            }
        }
        try (ResultSet result = sql.executeQuery("SELECT c.relname, count(*) FROM " + TABLE
                + " p JOIN pg_class c ON c.oid = p.tableoid GROUP BY c.relname")) {
            while (result.next()) {
                counts.put(result.getString(1), result.getLong(2));
            }
        }
        return counts;
    }

    private static Set<String> planned(Statement sql, String query) throws SQLException {
        return PlanPartitions.read(text(sql, "EXPLAIN (FORMAT JSON) " + query), "pedidos_p");
    }

    /**
     * The seed's generator with {@code g} an int, for real: {@code g * 7919} is computed in int before the modulo
     * and overflows at the first g above (2^31 - 1) / 7919. The series starts just below it, so the error comes
     * within a few rows; the same series with {@code g::bigint} then runs to g = 8,000,000.
     */
    private static PartitionReport.Overflow overflow(Statement sql) throws SQLException {
        long first = Integer.MAX_VALUE / MULTIPLIER + 1;
        long start = first - 3;
        String series = " FROM (SELECT generate_series(" + start + ", %d) AS g) AS s";
        sql.execute("SELECT max(1 + (g * " + MULTIPLIER + ") % " + CUSTOMERS + ")" + String.format(series, first - 1));
        String error;
        String state;
        try {
            sql.execute("INSERT INTO " + TABLE + " SELECT g, 1 + (g * " + MULTIPLIER + ") % " + CUSTOMERS
                    + ", now(), 0" + String.format(series, SEED_LAST_G));
            throw new IllegalStateException("the int generator did not overflow up to g = " + SEED_LAST_G);
        } catch (SQLException e) {
            error = e.getMessage();
            state = e.getSQLState();
        }
        try (ResultSet fixed = sql.executeQuery("SELECT count(*), max(1 + (g::bigint * " + MULTIPLIER + ") % "
                + CUSTOMERS + ")" + String.format(series, SEED_LAST_G))) {
            fixed.next();
            return new PartitionReport.Overflow(error, state, first, SEED_LAST_G, fixed.getLong(1), fixed.getLong(2));
        }
    }

    /**
     * Re-partitioning with one more partition keeps a row in place only when its hash's remainder modulo N + 1
     * equals its current partition's ({@code satisfies_hash_partition}, PostgreSQL's own test); the ring is asked
     * the same about each customer's key with one node more.
     */
    private static PartitionReport.Moves moves(Statement sql, int partitions, long rows) throws SQLException {
        long movedByModulo;
        try (ResultSet moved = sql.executeQuery("SELECT count(*) FROM " + TABLE + " o WHERE NOT"
                + " satisfies_hash_partition('" + TABLE + "'::regclass, " + (partitions + 1)
                + ", substring(o.tableoid::regclass::text from '_p([0-9]+)$')::int, o.cliente_id)")) {
            moved.next();
            movedByModulo = moved.getLong(1);
        }
        Map<String, Long> rowsByKey = new LinkedHashMap<>();
        try (ResultSet customers = sql.executeQuery("SELECT cliente_id, count(*) FROM " + TABLE + " GROUP BY 1")) {
            while (customers.next()) {
                rowsByKey.put("cliente:" + customers.getInt(1), customers.getLong(2));
            }
        }
        List<Node> nodes = new ArrayList<>(Node.numbered("pedidos_p", partitions));
        Partitioner before = PartitionerConfig.defaults(nodes).create();
        nodes.add(Node.of("pedidos_p" + partitions));
        Partitioner after = PartitionerConfig.defaults(nodes).create();
        long movedByRing = 0;
        for (Map.Entry<String, Long> customer : rowsByKey.entrySet()) {
            if (!before.ownerOf(customer.getKey()).equals(after.ownerOf(customer.getKey()))) {
                movedByRing += customer.getValue();
            }
        }
        return new PartitionReport.Moves(rows, movedByModulo, rowsByKey.size(), movedByRing);
    }

    private static String refusal(Statement sql, String statement) {
        try {
            sql.execute(statement);
            return null;
        } catch (SQLException e) {
            // PostgreSQL's message carries its detail on a second line; one line reads better in a report.
            return String.join(" ", e.getMessage().strip().split("\\s*\\R\\s*"));
        }
    }

    private static String text(Statement sql, String query) throws SQLException {
        try (ResultSet result = sql.executeQuery(query)) {
            result.next();
            return result.getString(1);
        }
    }
}
