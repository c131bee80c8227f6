package io.hotshard.keys.queries;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.keys.queries.CollectingSink.Unread;
import io.hotshard.keys.queries.Condition.And;
import io.hotshard.keys.queries.Condition.Eq;
import io.hotshard.keys.queries.Condition.Or;
import io.hotshard.keys.queries.Condition.Range;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Profiler documents as queries; single quotes in the documents below stand for double quotes. */
final class MongoProfileReaderTest {

    private static CollectingSink read(String... lines) throws IOException {
        String log = Arrays.stream(lines).map(l -> l.replace('\'', '"')).collect(Collectors.joining("\n"));
        CollectingSink sink = new CollectingSink();
        new MongoProfileReader().read("profile.jsonl", new ByteArrayInputStream(log.getBytes(UTF_8)), sink);
        return sink;
    }

    private static Query query(QueryOp op, Condition where, String... setFields) {
        return new Query(op, where, Set.of(setFields), 1);
    }

    @Test
    void read_find_readsItsFilter() throws IOException {
        CollectingSink sink = read("{'op': 'query', 'ns': 'shop.orders', 'command': {'find': 'orders', "
                + "'filter': {'customer_id': 'acme'}, 'limit': 20, '$db': 'shop'}, 'millis': 0}");

        assertThat(sink.queries).containsExactly(query(QueryOp.READ, new Eq("customer_id", "acme")));
        assertThat(sink.unread).isEmpty();
    }

    @Test
    void read_findWithoutFilter_selectsAnything() throws IOException {
        CollectingSink sink = read("{'op': 'query', 'ns': 'shop.orders', 'command': {'find': 'orders', '$db': 'shop'}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.READ, Condition.ANYTHING));
    }

    @Test
    void read_countAndDistinct_readTheirQuery() throws IOException {
        CollectingSink sink = read(
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'count': 'orders', 'query': {'country': 'DE'}}}",
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'distinct': 'orders', 'key': 'status', "
                        + "'query': {'customer_id': 'acme'}}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.READ, new Eq("country", "DE")),
                query(QueryOp.READ, new Eq("customer_id", "acme")));
    }

    @Test
    void read_aggregateWithLeadingMatch_readsTheMatch() throws IOException {
        CollectingSink sink = read("{'op': 'command', 'ns': 'shop.orders', 'command': {'aggregate': 'orders', "
                + "'pipeline': [{'$match': {'customer_id': 'acme'}}, {'$group': {'_id': '$country'}}], 'cursor': {}}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.READ, new Eq("customer_id", "acme")));
    }

    @Test
    void read_aggregateWithoutLeadingMatch_selectsAnything() throws IOException {
        CollectingSink sink = read("{'op': 'command', 'ns': 'shop.orders', 'command': {'aggregate': 'orders', "
                + "'pipeline': [{'$sort': {'total': -1}}, {'$match': {'customer_id': 'acme'}}], 'cursor': {}}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.READ, Condition.ANYTHING));
    }

    @Test
    void read_updateWithOperators_setsTheFieldsUnderEach() throws IOException {
        CollectingSink sink = read("{'op': 'update', 'ns': 'shop.orders', 'command': {'q': {'order_id': 100231}, "
                + "'u': {'$set': {'status': 'shipped', 'shipping.carrier': 'ups'}, '$inc': {'version': 1}, "
                + "'$unset': {'hold': ''}, '$push': {'events': 'shipped'}, '$rename': {'addr': 'address'}}, "
                + "'multi': false, 'upsert': false}, 'nMatched': 1, 'nModified': 1}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("order_id", "100231"), "status",
                "shipping.carrier", "version", "hold", "events", "addr", "address"));
    }

    @Test
    void read_replacementUpdate_setsEveryFieldButId() throws IOException {
        CollectingSink sink = read("{'op': 'update', 'ns': 'shop.orders', 'command': {'q': {'_id': {'$oid': "
                + "'665d8f2ab1e4c93a0f5e7d21'}}, 'u': {'_id': {'$oid': '665d8f2ab1e4c93a0f5e7d21'}, "
                + "'customer_id': 'acme', 'status': 'paid', 'total': 10}}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("_id", "665d8f2ab1e4c93a0f5e7d21"),
                "customer_id", "status", "total"));
    }

    @Test
    void read_pipelineUpdate_setsTheFieldsItsStagesName() throws IOException {
        CollectingSink sink = read("{'op': 'update', 'ns': 'shop.orders', 'command': {'q': {'order_id': 7}, "
                + "'u': [{'$set': {'status': 'paid'}}, {'$addFields': {'paid_at': '$$NOW'}}, {'$unset': ['hold']}]}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("order_id", "7"), "status", "paid_at",
                "hold"));
    }

    @Test
    void read_pipelineUpdateReplacingTheDocument_notUnderstood() throws IOException {
        CollectingSink sink = read("{'op': 'update', 'ns': 'shop.orders', 'command': {'q': {'order_id': 7}, "
                + "'u': [{'$replaceWith': {'order_id': 7}}]}}");

        assertThat(sink.queries).isEmpty();
        assertThat(sink.unread).containsExactly(new Unread("profile.jsonl:1",
                "an update pipeline with a stage $replaceWith on shop.orders", 1));
    }

    @Test
    void read_updateBatch_oneQueryPerStatement() throws IOException {
        CollectingSink sink = read("{'op': 'command', 'ns': 'shop.orders', 'command': {'update': 'orders', "
                + "'updates': [{'q': {'order_id': 1}, 'u': {'$set': {'status': 'paid'}}}, "
                + "{'q': {'customer_id': 'acme'}, 'u': {'$set': {'tier': 'gold'}}, 'multi': true}], 'ordered': true}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("order_id", "1"), "status"),
                query(QueryOp.UPDATE, new Eq("customer_id", "acme"), "tier"));
    }

    @Test
    void read_remove_updatesWithoutSetFields() throws IOException {
        CollectingSink sink = read("{'op': 'remove', 'ns': 'shop.orders', 'command': {'q': {'order_id': 9}, "
                + "'limit': 1}, 'ndeleted': 1}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("order_id", "9")));
    }

    @Test
    void read_deleteBatch_oneQueryPerStatement() throws IOException {
        CollectingSink sink = read("{'op': 'remove', 'ns': 'shop.orders', 'command': {'delete': 'orders', "
                + "'deletes': [{'q': {'order_id': 9}, 'limit': 1}, {'q': {}, 'limit': 0}]}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("order_id", "9")),
                query(QueryOp.UPDATE, Condition.ANYTHING));
    }

    @Test
    void read_findAndModify_updatesWhatItQueries() throws IOException {
        CollectingSink sink = read(
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'findAndModify': 'orders', "
                        + "'query': {'order_id': 3}, 'update': {'$set': {'status': 'paid'}}, 'new': true}}",
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'findAndModify': 'orders', "
                        + "'query': {'order_id': 4}, 'remove': true}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.UPDATE, new Eq("order_id", "3"), "status"),
                query(QueryOp.UPDATE, new Eq("order_id", "4")));
    }

    @Test
    void read_insert_writesEachDocumentOnItsFieldValues() throws IOException {
        CollectingSink sink = read("{'op': 'insert', 'ns': 'shop.orders', 'command': {'insert': 'orders', "
                + "'documents': [{'_id': {'$oid': '665d8f2ab1e4c93a0f5e7d21'}, 'order_id': 100251, "
                + "'customer': {'id': 'acme', 'tier': 'gold'}}, {'order_id': {'$numberLong': '100252'}}], "
                + "'ordered': true}, 'ninserted': 2}");

        assertThat(sink.queries).containsExactly(
                query(QueryOp.WRITE, new And(List.of(new Eq("_id", "665d8f2ab1e4c93a0f5e7d21"),
                        new Eq("order_id", "100251"), new Eq("customer", "{\"id\":\"acme\",\"tier\":\"gold\"}"),
                        new Eq("customer.id", "acme"), new Eq("customer.tier", "gold")))),
                query(QueryOp.WRITE, new Eq("order_id", "100252")));
    }

    @Test
    void read_insertWithoutDocuments_notUnderstoodWithTheReason() throws IOException {
        CollectingSink sink = read("{'op': 'insert', 'ns': 'shop.orders', 'command': {'insert': 'orders', "
                + "'ordered': true, '$db': 'shop'}, 'ninserted': 1}");

        assertThat(sink.queries).isEmpty();
        assertThat(sink.unread).containsExactly(new Unread("profile.jsonl:1", "an insert without its documents "
                + "(mongod leaves out those sent as a sequence) on shop.orders", 1));
    }

    @Test
    void read_getMore_skippedWithoutATrace() throws IOException {
        CollectingSink sink = read(
                "{'op': 'getmore', 'ns': 'shop.orders', 'command': {'getMore': 74341265, 'collection': 'orders'}, "
                        + "'originatingCommand': {'find': 'orders', 'filter': {'customer_id': 'acme'}}}",
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'getMore': 74341265, 'collection': 'orders'}}",
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'killCursors': 'orders', 'cursors': [74341265]}}",
                "{'op': 'query', 'ns': 'shop.orders', 'command': {'find': 'orders', 'filter': {'order_id': 1}}}");

        assertThat(sink.queries).containsExactly(query(QueryOp.READ, new Eq("order_id", "1")));
        assertThat(sink.unread).isEmpty();
    }

    @Test
    void read_unknownOpsAndCommands_listedWithTheirLocation() throws IOException {
        CollectingSink sink = read(
                "{'op': 'query', 'ns': 'shop.orders', 'command': {'find': 'orders', 'filter': {'order_id': 1}}}",
                "{'op': 'none', 'ns': 'shop.orders'}",
                "{'op': 'command', 'ns': 'shop.orders', 'command': {'createIndexes': 'orders', 'indexes': []}}",
                "{'op': 'command', 'ns': 'admin.$cmd', 'command': {'hello': 1}}",
                "{'op': 'query', 'ns': 'shop.orders', 'command': {'find': 'orders', 'filter': 'acme'}}",
                "{'op': 'update', 'ns': 'shop.orders'}",
                "{'op': 'insert', 'ns': 'shop.orders', 'command': {'insert': 'orders', 'documents': [{'': 1}]}}");

        assertThat(sink.unread).containsExactly(
                new Unread("profile.jsonl:2", "op none on shop.orders", 1),
                new Unread("profile.jsonl:3", "command createIndexes on shop.orders", 1),
                new Unread("profile.jsonl:4", "command hello on admin.$cmd", 1),
                new Unread("profile.jsonl:5", "a filter that is not a document: \"acme\" on shop.orders", 1),
                new Unread("profile.jsonl:6", "op update without a command document on shop.orders", 1),
                new Unread("profile.jsonl:7", "a field with a blank name on shop.orders", 1));
        assertThat(sink.queries).hasSize(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "{'op': 'query'                 | invalid JSON",
            "{'op': 'query'}}               | invalid JSON",
            "[{'op': 'query'}]              | an array",
            "'query'                        | a string",
            "42                             | a number",
            "{'ns': 'shop.orders'}          | an object without \"op\"",
            "{'op': 5}                      | an \"op\" that is not a string: 5"})
    void read_lineNotAProfileDocument_failsNamingTheLine(String line, String found) {
        String good = "{'op': 'query', 'ns': 'shop.orders', 'command': {'find': 'orders', 'filter': {}}}";

        assertThatThrownBy(() -> read(good, "", "  ", line, good)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("profile.jsonl:4: expected a system.profile document (a JSON object with \"op\"), found "
                        + found);
    }

    @Test
    void read_sampleOrdersProfile_readsEachOperation() throws IOException {
        CollectingSink sink = new CollectingSink();
        try (InputStream in = getClass().getResourceAsStream("/queries/orders-system.profile.jsonl")) {
            new MongoProfileReader().read("orders-system.profile.jsonl", in, sink);
        }

        Map<QueryOp, Long> byOp = sink.queries.stream().collect(Collectors.groupingBy(Query::op, Collectors.counting()));
        assertThat(byOp).containsExactlyInAnyOrderEntriesOf(Map.of(QueryOp.READ, 24L, QueryOp.UPDATE, 3L,
                QueryOp.WRITE, 1L));
        assertThat(sink.unread).containsExactly(new Unread("orders-system.profile.jsonl:28",
                "command createIndexes on shop.orders", 1));
        Map<Condition, Long> reads = sink.queries.stream().filter(q -> q.op() == QueryOp.READ)
                .collect(Collectors.groupingBy(Query::where, Collectors.counting()));
        assertThat(reads.get(new Eq("customer_id", "acme"))).isEqualTo(8);
        assertThat(reads.get(new Eq("order_id", "100240"))).isEqualTo(1);
        assertThat(reads.keySet().stream().filter(Or.class::isInstance).count()).isEqualTo(1);
        assertThat(reads).containsEntry(new Or(List.of(new Eq("customer_id", "acme"), new Eq("customer_id", "globex"))),
                1L);
        assertThat(reads).containsEntry(new And(List.of(new Range("created_at", "2024-05-01T00:00:00.000Z",
                "2024-06-01T00:00:00.000Z", true), new Range("total", "500", null, true))), 1L);
        assertThat(reads).containsEntry(new And(List.of(new Or(List.of(new Eq("customer_id", "umbrella"),
                new Eq("customer_id", "initech"))), new Eq("country", "FR"))), 1L);
        assertThat(sink.queries).filteredOn(q -> q.op() == QueryOp.UPDATE).extracting(Query::setFields)
                .containsExactly(Set.of("status", "updated_at"), Set.of("status", "cancel_reason"), Set.of("status"));
    }

}
