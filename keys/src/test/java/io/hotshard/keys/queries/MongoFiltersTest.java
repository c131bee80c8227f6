package io.hotshard.keys.queries;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.keys.queries.Condition.And;
import io.hotshard.keys.queries.Condition.Eq;
import io.hotshard.keys.queries.Condition.In;
import io.hotshard.keys.queries.Condition.Or;
import io.hotshard.keys.queries.Condition.Range;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Filter documents as conditions; single quotes in the filters below stand for double quotes. */
final class MongoFiltersTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Condition condition(String filter) throws JsonProcessingException {
        return MongoFilters.condition(JSON.readTree(filter.replace('\'', '"')));
    }

    @Test
    void condition_stringValue_isEquality() throws JsonProcessingException {
        assertThat(condition("{'customer_id': 'acme'}")).isEqualTo(new Eq("customer_id", "acme"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "42                                  | 42",
            "129.9                               | 129.9",
            "true                                | true",
            "null                                | null",
            "{'$oid': '665d8f2ab1e4c93a0f5e7d21'} | 665d8f2ab1e4c93a0f5e7d21",
            "{'$numberLong': '5'}                | 5",
            "{'$numberInt': '7'}                 | 7",
            "{'$numberDouble': '42'}             | 42.0",
            "{'$numberDecimal': '19.90'}         | 19.90",
            "{'$uuid': 'f2a74de4-269e-4651-8a6a-128b0c5c7fd0'} | f2a74de4-269e-4651-8a6a-128b0c5c7fd0",
            "{'$date': '2024-05-01T00:00:00Z'}   | 2024-05-01T00:00:00.000Z",
            "{'$date': '2024-05-01T02:00:00.250+02:00'} | 2024-05-01T00:00:00.250Z",
            "{'$date': {'$numberLong': '1714521600000'}} | 2024-05-01T00:00:00.000Z",
            "{'$date': 1714521600000}            | 2024-05-01T00:00:00.000Z"})
    void condition_extendedJsonValue_isEqualityOnItsText(String value, String text) throws JsonProcessingException {
        assertThat(condition("{'k': " + value + "}")).isEqualTo(new Eq("k", text));
    }

    @Test
    void condition_eqOperator_isEquality() throws JsonProcessingException {
        assertThat(condition("{'order_id': {'$eq': 100231}}")).isEqualTo(new Eq("order_id", "100231"));
    }

    @Test
    void condition_inOperator_listsTheValues() throws JsonProcessingException {
        assertThat(condition("{'customer_id': {'$in': ['acme', 'globex', {'$numberLong': '9'}]}}"))
                .isEqualTo(In.of("customer_id", List.of("acme", "globex", "9")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', nullValues = "-", value = {
            "'$gt': 500               | 500 | -",
            "'$gte': 500              | 500 | -",
            "'$lt': 900               | -   | 900",
            "'$lte': 900              | -   | 900",
            "'$gte': 500, '$lt': 900  | 500 | 900",
            "'$lte': 900, '$gt': 500  | 500 | 900"})
    void condition_comparison_isRangeWithItsBounds(String operators, String lower, String upper)
            throws JsonProcessingException {
        assertThat(condition("{'total': {" + operators + "}}")).isEqualTo(new Range("total", lower, upper, true));
    }

    @Test
    void condition_dateBounds_areRangeOfIsoTexts() throws JsonProcessingException {
        assertThat(condition("{'created_at': {'$gte': {'$date': '2024-05-01T00:00:00Z'}, "
                + "'$lt': {'$date': {'$numberLong': '1717200000000'}}}}"))
                .isEqualTo(new Range("created_at", "2024-05-01T00:00:00.000Z", "2024-06-01T00:00:00.000Z", true));
    }

    @Test
    void condition_inAndComparisonOnOneField_isAndOfBoth() throws JsonProcessingException {
        assertThat(condition("{'total': {'$in': [10, 20], '$gte': 15}}"))
                .isEqualTo(new And(List.of(In.of("total", List.of("10", "20")), new Range("total", "15", null, true))));
    }

    @Test
    void condition_severalFields_isAnd() throws JsonProcessingException {
        assertThat(condition("{'customer_id': 'acme', 'country': 'DE'}"))
                .isEqualTo(new And(List.of(new Eq("customer_id", "acme"), new Eq("country", "DE"))));
    }

    @Test
    void condition_andOperator_isOneFlatAnd() throws JsonProcessingException {
        assertThat(condition("{'$and': [{'customer_id': 'acme'}, {'country': 'DE'}], 'status': 'paid'}"))
                .isEqualTo(new And(List.of(new Eq("customer_id", "acme"), new Eq("country", "DE"),
                        new Eq("status", "paid"))));
    }

    @Test
    void condition_orOperator_isOr() throws JsonProcessingException {
        assertThat(condition("{'$or': [{'customer_id': 'acme'}, {'customer_id': 'globex'}]}"))
                .isEqualTo(new Or(List.of(new Eq("customer_id", "acme"), new Eq("customer_id", "globex"))));
    }

    @Test
    void condition_orInsideAnd_keepsItsShape() throws JsonProcessingException {
        assertThat(condition("{'$and': [{'country': 'FR'}, "
                + "{'$or': [{'customer_id': 'acme'}, {'order_id': {'$in': [1, 2]}}]}]}"))
                .isEqualTo(new And(List.of(new Eq("country", "FR"),
                        new Or(List.of(new Eq("customer_id", "acme"), In.of("order_id", List.of("1", "2")))))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{'$ne': 'x'}", "{'$nin': ['x']}", "{'$regex': '^ac', '$options': 'i'}",
            "{'$exists': true}", "{'$not': {'$eq': 'x'}}", "{'$elemMatch': {'sku': 'x'}}",
            "{'$regularExpression': {'pattern': '^ac', 'options': ''}}", "{'$in': [{'$regularExpression': "
            + "{'pattern': '^ac', 'options': ''}}]}"})
    void condition_unusableOperator_isLeftOutOfItsAnd(String predicate) throws JsonProcessingException {
        assertThat(condition("{'customer_id': " + predicate + "}")).isEqualTo(Condition.ANYTHING);
        assertThat(condition("{'country': 'DE', 'customer_id': " + predicate + "}")).isEqualTo(new Eq("country", "DE"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"'$nor': [{'customer_id': 'acme'}]", "'$expr': {'$gt': ['$total', '$paid']}",
            "'$text': {'$search': 'acme'}", "'$where': 'this.total > 5'"})
    void condition_unusableTopLevelOperator_isLeftOutOfItsAnd(String clause) throws JsonProcessingException {
        assertThat(condition("{" + clause + "}")).isEqualTo(Condition.ANYTHING);
        assertThat(condition("{'country': 'DE', " + clause + "}")).isEqualTo(new Eq("country", "DE"));
    }

    @Test
    void condition_orWithAnUnusableBranch_isAnything() throws JsonProcessingException {
        assertThat(condition("{'$or': [{'customer_id': 'acme'}, {'status': {'$exists': false}}]}"))
                .isEqualTo(Condition.ANYTHING);
    }

    @Test
    void condition_emptyFilter_isAnything() throws JsonProcessingException {
        assertThat(condition("{}")).isEqualTo(Condition.ANYTHING);
        assertThat(MongoFilters.condition(null)).isEqualTo(Condition.ANYTHING);
    }

    @Test
    void condition_subDocument_isEqualityOnItsJson() throws JsonProcessingException {
        assertThat(condition("{'customer': {'id': 'acme', 'tier': 2}}"))
                .isEqualTo(new Eq("customer", "{\"id\":\"acme\",\"tier\":2}"));
    }

    @Test
    void condition_dottedField_staysDotted() throws JsonProcessingException {
        assertThat(condition("{'customer.id': {'$in': ['acme']}}")).isEqualTo(In.of("customer.id", List.of("acme")));
    }
}
