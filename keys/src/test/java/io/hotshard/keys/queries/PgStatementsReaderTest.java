package io.hotshard.keys.queries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.keys.queries.Condition.And;
import io.hotshard.keys.queries.Condition.Eq;
import io.hotshard.keys.queries.Condition.In;
import io.hotshard.keys.queries.Condition.Range;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** pg_stat_statements CSV exports as weighted queries, with what is not understood listed by line. */
final class PgStatementsReaderTest {

    @Test
    void read_select_oneReadWeightedByItsCalls() throws IOException {
        CollectingSink read = read("query,calls\nSELECT * FROM orders WHERE customer_id = $1,25\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.READ, new Eq("customer_id", null), Set.of(), 25));
    }

    @Test
    void read_extraColumnsInAnyOrderAndCase_takesQueryAndCalls() throws IOException {
        CollectingSink read = read("userid,dbid,CALLS,total_exec_time,Query,rows\n10,5,7,1.5,SELECT * FROM orders"
                + " WHERE order_id = $1,7\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.READ, new Eq("order_id", null), Set.of(), 7));
    }

    @Test
    void read_quotedQueryWithCommasQuotesAndLines_oneQuery() throws IOException {
        CollectingSink read = read("query,calls\n\"SELECT order_id, total\nFROM orders\nWHERE country = 'say \"\"hi\"\"'\","
                + "3\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.READ, new Eq("country", "say \"hi\""), Set.of(), 3));
    }

    @Test
    void read_zeroCalls_skipped() throws IOException {
        CollectingSink read = read("query,calls\nSELECT * FROM orders WHERE order_id = $1,0\nBEGIN,0\n"
                + "SELECT * FROM orders WHERE customer_id = $1,4\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.READ, new Eq("customer_id", null), Set.of(), 4));
        assertThat(read.unread).isEmpty();
    }

    @Test
    void read_sameTextInTwoRows_eachWeightedByItsOwnCalls() throws IOException {
        CollectingSink read = read("dbid,query,calls\n1,SELECT * FROM orders WHERE order_id = $1,5\n"
                + "2,SELECT * FROM orders WHERE order_id = $1,9\n");

        assertThat(read.queries).extracting(Query::count).containsExactly(5L, 9L);
    }

    @Test
    void read_insertOfOneRow_isWriteOfEqPerColumn() throws IOException {
        CollectingSink read = read("query,calls\n\"INSERT INTO orders (order_id, customer_id, country) VALUES ($1, $2,"
                + " 'FR')\",2\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.WRITE, new And(List.of(new Eq("order_id", null),
                new Eq("customer_id", null), new Eq("country", "FR"))), Set.of(), 2));
    }

    @Test
    void read_insertOfThreeRows_isWriteOfInOfThreePerColumn() throws IOException {
        CollectingSink read = read("query,calls\n\"INSERT INTO orders (order_id, country) VALUES ($1, 'FR'), ($2, 'DE'),"
                + " ($3, 'FR')\",2\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.WRITE, new And(List.of(
                In.ofPlaceholders("order_id", 3), In.of("country", List.of("FR", "DE", "FR")))), Set.of(), 2));
    }

    @Test
    void read_insertSelect_notUnderstood() throws IOException {
        CollectingSink read = read("query,calls\n\"INSERT INTO orders (order_id, total) SELECT order_id, total FROM"
                + " carts WHERE cart_id = $1\",6\n");

        assertThat(read.queries).isEmpty();
        assertThat(read.unread).containsExactly(new CollectingSink.Unread("stats.csv:2",
                "INSERT INTO orders (order_id, total) SELECT order_id, total FROM carts WHERE car", 6));
    }

    @Test
    void read_update_isUpdateOfItsWhereWithTheAssignedFields() throws IOException {
        CollectingSink read = read("query,calls\n\"UPDATE orders SET total = total + $1, \"\"Country\"\" = $2 WHERE"
                + " order_id = $3\",4\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.UPDATE, new Eq("order_id", null),
                Set.of("total", "Country"), 4));
    }

    @Test
    void read_delete_isUpdateOfItsWhereWithoutFields() throws IOException {
        CollectingSink read = read("query,calls\nDELETE FROM orders WHERE created_at < $1,8\n");

        assertThat(read.queries).containsExactly(new Query(QueryOp.UPDATE, new Range("created_at", null, "$1", false),
                Set.of(), 8));
    }

    @Test
    void read_statementsNotUnderstood_listedWithTheirStartingLineOnOneLine() throws IOException {
        CollectingSink read = read("query,calls\n\"SELECT *\nFROM orders\nWHERE order_id = $1\",1\nBEGIN,2\n"
                + "\"SET search_path = public\",3\nCREATE TABLE orders (order_id bigint),4\nSELEKT oops,5\n"
                + "\"DO $$\nBEGIN\n  PERFORM pg_sleep($1);   RAISE NOTICE 'a rather long notice that goes on and on';"
                + "\nEND $$\",6\n");

        assertThat(read.queries).hasSize(1);
        assertThat(read.unread).containsExactly(new CollectingSink.Unread("stats.csv:5", "BEGIN", 2),
                new CollectingSink.Unread("stats.csv:6", "SET search_path = public", 3),
                new CollectingSink.Unread("stats.csv:7", "CREATE TABLE orders (order_id bigint)", 4),
                new CollectingSink.Unread("stats.csv:8", "SELEKT oops", 5),
                new CollectingSink.Unread("stats.csv:9",
                        "DO $$ BEGIN PERFORM pg_sleep($1); RAISE NOTICE 'a rather long notice that goes o", 6));
    }

    @Test
    void read_selectWithoutTable_notUnderstood() throws IOException {
        CollectingSink read = read("query,calls\nSELECT $1,100\n");

        assertThat(read.unread).containsExactly(new CollectingSink.Unread("stats.csv:2", "SELECT $1", 100));
    }

    @Test
    void read_headerWithoutTheColumns_failsNamingLineAndHeader() {
        assertThatThrownBy(() -> read("a,b\n1,2\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stats.csv:1: expected a header with columns query and calls, found [a, b]");
    }

    @Test
    void read_emptyInput_failsExpectingTheHeader() {
        assertThatThrownBy(() -> read("")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stats.csv:1: expected a header with columns query and calls, found []");
    }

    @Test
    void read_callsNotANumber_failsNamingTheRecordsFirstLineAndValue() {
        String csv = "query,calls\nCOMMIT,1\n\"SELECT *\nFROM orders\nWHERE order_id = $1\",2\nBEGIN,3\n"
                + "SELECT * FROM orders WHERE customer_id = $1,x\n";

        assertThatThrownBy(() -> read(csv)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stats.csv:7: expected a whole number of calls, found 'x'");
    }

    @Test
    void read_negativeCalls_failsNamingTheValue() {
        assertThatThrownBy(() -> read("query,calls\nCOMMIT,-3\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stats.csv:2: expected a whole number of calls, found '-3'");
    }

    @Test
    void read_fractionalCalls_failsNamingTheValue() {
        assertThatThrownBy(() -> read("query,calls\nCOMMIT,2.5\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stats.csv:2: expected a whole number of calls, found '2.5'");
    }

    @Test
    void read_rowWithoutCalls_failsNamingTheRow() {
        assertThatThrownBy(() -> read("calls,query\n1,COMMIT\n2\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("stats.csv:3: expected a row with columns query and calls, found [2]");
    }

    @Test
    void read_unbalancedQuote_failsNamingTheRecordsFirstLine() {
        assertThatThrownBy(() -> read("query,calls\nCOMMIT,1\n\"SELECT 1,2\n")).isInstanceOf(
                IllegalArgumentException.class).hasMessage("stats.csv:3: expected a CSV record (RFC 4180), found an"
                + " unbalanced quote or other malformed input");
    }

    @Test
    void read_ordersSample_weightsPerShape() throws IOException {
        CollectingSink read = new CollectingSink();
        try (InputStream in = getClass().getResourceAsStream("/queries/orders-pg_stat_statements.csv")) {
            new PgStatementsReader().read("orders-pg_stat_statements.csv", in, read);
        }

        Map<String, Long> weights = new TreeMap<>();
        for (Query query : read.queries) {
            weights.merge(query.op() + " " + leadingField(query.where()), query.count(), Long::sum);
        }
        assertThat(weights).containsExactlyEntriesOf(new TreeMap<>(Map.of("read customer_id", 7000L,
                "read order_id", 2500L, "read total", 500L)));
        assertThat(read.queries).filteredOn(query -> query.count() == 500).extracting(Query::where).containsExactly(
                new And(List.of(new Range("total", "$1", null, false), new Range("created_at", "$2", null, false))));
        assertThat(read.unread).containsExactly(new CollectingSink.Unread("orders-pg_stat_statements.csv:11", "BEGIN",
                1500), new CollectingSink.Unread("orders-pg_stat_statements.csv:12", "COMMIT", 1500));
    }

    private static String leadingField(Condition where) {
        if (where instanceof And and) {
            return leadingField(and.parts().get(0));
        }
        return where instanceof Range range ? range.field() : ((Eq) where).field();
    }

    private static CollectingSink read(String csv) throws IOException {
        CollectingSink read = new CollectingSink();
        new PgStatementsReader().read("stats.csv", new ByteArrayInputStream(csv.getBytes(StandardCharsets.UTF_8)),
                read);
        return read;
    }
}
