package io.hotshard.keys.queries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class JsonQueryReaderTest {

    @Test
    void read_everyPredicateForm_becomesItsCondition() throws IOException {
        CollectingSink c = read("{\"op\":\"read\",\"where\":{\"a\":1,\"b\":{\"in\":[\"x\",\"y\"]},"
                + "\"c\":{\"gte\":\"2026\",\"lt\":\"2027\"},\"or\":[{\"d\":\"p\"},{\"e\":{\"eq\":\"q\"}}]},\"count\":3}\n");

        Query q = c.queries.get(0);
        assertThat(q.count()).isEqualTo(3);
        assertThat(q.op()).isEqualTo(QueryOp.READ);
        assertThat(q.where()).isEqualTo(new Condition.And(List.of(new Condition.Eq("a", "1"),
                Condition.In.of("b", List.of("x", "y")), new Condition.Range("c", "2026", "2027", true),
                new Condition.Or(List.of(new Condition.Eq("d", "p"), new Condition.Eq("e", "q"))))));
    }

    @Test
    void read_noWhereAndDefaults_readsEverythingOnce() throws IOException {
        CollectingSink c = read("{}\n\n{\"op\":\"update\",\"where\":{\"id\":7},\"set\":{\"customer_id\":2}}\n");

        assertThat(c.queries).containsExactly(new Query(QueryOp.READ, Condition.ANYTHING, Set.of(), 1),
                new Query(QueryOp.UPDATE, new Condition.Eq("id", "7"), Set.of("customer_id"), 1));
    }

    @Test
    void read_unknownOpOrOperator_listedAsNotUnderstoodWithItsLine() throws IOException {
        CollectingSink c = read("{\"op\":\"merge\",\"count\":2}\n{\"where\":{\"a\":{\"like\":\"x%\"}}}\n{}\n");

        assertThat(c.queries).hasSize(1);
        assertThat(c.unread).containsExactly(new CollectingSink.Unread("log.jsonl:1", "unknown op 'merge'", 2),
                new CollectingSink.Unread("log.jsonl:2", "unknown operator 'like' on 'a' (known: eq, in, gt, gte, lt, lte)",
                        1));
    }

    @Test
    void read_invalidJson_failsNamingFileAndLine() {
        assertThatThrownBy(() -> read("{}\n{\"where\":\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("log.jsonl:2: expected a JSON object such as {\"op\":\"read\",\"where\":"
                        + "{\"customer_id\":42},\"count\":1}, found '{\"where\":'");
    }

    @Test
    void read_countNotAWholeNumber_failsNamingFileAndLine() {
        assertThatThrownBy(() -> read("{\"count\":0}\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("log.jsonl:1: expected \"count\" to be a whole number >= 1, found 0");
        assertThatThrownBy(() -> read("{}\n{\"count\":\"many\"}\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("log.jsonl:2: expected \"count\" to be a whole number >= 1, found \"many\"");
    }

    private static CollectingSink read(String text) throws IOException {
        CollectingSink c = new CollectingSink();
        QueryFormat.JSON.read("log.jsonl", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), c);
        return c;
    }
}
