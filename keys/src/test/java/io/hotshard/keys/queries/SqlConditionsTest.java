package io.hotshard.keys.queries;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.keys.queries.Condition.And;
import io.hotshard.keys.queries.Condition.Eq;
import io.hotshard.keys.queries.Condition.In;
import io.hotshard.keys.queries.Condition.Or;
import io.hotshard.keys.queries.Condition.Range;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** WHERE clauses of normalized statements as the conditions shard targeting reads. */
final class SqlConditionsTest {

    @Test
    void where_equalityWithPlaceholder_isEqWithoutValue() {
        assertThat(where("customer_id = $1")).isEqualTo(new Eq("customer_id", null));
    }

    @Test
    void where_equalityWithStringLiteral_isEqWithItsTextUnquoted() {
        assertThat(where("country = 'O''Brien'")).isEqualTo(new Eq("country", "O'Brien"));
    }

    @Test
    void where_equalityWithNumber_isEqWithItsText() {
        assertThat(where("total = 42")).isEqualTo(new Eq("total", "42"));
    }

    @Test
    void where_placeholderOnTheLeft_isEqOfTheColumn() {
        assertThat(where("$1 = customer_id")).isEqualTo(new Eq("customer_id", null));
    }

    @Test
    void where_castPlaceholder_isEqWithoutValue() {
        assertThat(where("customer_id = $1::bigint")).isEqualTo(new Eq("customer_id", null));
    }

    @Test
    void where_inOfPlaceholders_isInOfThatMany() {
        assertThat(where("country IN ($1, $2, $3)")).isEqualTo(In.ofPlaceholders("country", 3));
    }

    @Test
    void where_inOfLiterals_isInOfTheValues() {
        assertThat(where("country IN ('FR', 'DE')")).isEqualTo(In.of("country", List.of("FR", "DE")));
    }

    @Test
    void where_inOfOnePlaceholder_isInOfOne() {
        assertThat(where("country IN ($1)")).isEqualTo(In.ofPlaceholders("country", 1));
    }

    @Test
    void where_inListFoldedByPostgres_isInOfUnknownSize() {
        assertThat(where("country IN ($1 /*, ... */)")).isEqualTo(In.ofPlaceholders("country", -1));
    }

    @Test
    void where_equalsAnyOfArray_isInOfUnknownSize() {
        assertThat(where("customer_id = ANY($1)")).isEqualTo(In.ofPlaceholders("customer_id", -1));
    }

    @ParameterizedTest
    @CsvSource({"total < $1,,$1", "total <= $1,,$1", "total > $1,$1,", "total >= $1,$1,", "$1 < total,$1,",
            "$1 >= total,,$1"})
    void where_comparisonWithPlaceholder_isRangeWithThatBound(String predicate, String lower, String upper) {
        assertThat(where(predicate)).isEqualTo(new Range("total", lower, upper, false));
    }

    @Test
    void where_comparisonWithLiteral_isRangeWithKnownBound() {
        assertThat(where("total >= 100")).isEqualTo(new Range("total", "100", null, true));
    }

    @Test
    void where_betweenPlaceholders_isRangeWithBothBoundsUnknown() {
        assertThat(where("created_at BETWEEN $1 AND $2")).isEqualTo(new Range("created_at", "$1", "$2", false));
    }

    @Test
    void where_betweenLiterals_isRangeWithBothBoundsKnown() {
        assertThat(where("total BETWEEN 10 AND 20")).isEqualTo(new Range("total", "10", "20", true));
    }

    @Test
    void where_betweenLiteralAndPlaceholder_isRangeWithValuesUnknown() {
        assertThat(where("total BETWEEN 10 AND $1")).isEqualTo(new Range("total", "10", "$1", false));
    }

    @Test
    void where_and_isOneAndOfEveryPredicate() {
        assertThat(where("customer_id = $1 AND country = $2 AND total > $3")).isEqualTo(new And(List.of(
                new Eq("customer_id", null), new Eq("country", null), new Range("total", "$3", null, false))));
    }

    @Test
    void where_or_isOneOrOfEveryPredicate() {
        assertThat(where("order_id = $1 OR customer_id = $2 OR country = 'FR'")).isEqualTo(new Or(List.of(
                new Eq("order_id", null), new Eq("customer_id", null), new Eq("country", "FR"))));
    }

    @Test
    void where_andBeforeOr_isOrOfAnds() {
        assertThat(where("order_id = $1 OR customer_id = $2 AND country = $3")).isEqualTo(new Or(List.of(
                new Eq("order_id", null), new And(List.of(new Eq("customer_id", null), new Eq("country", null))))));
    }

    @Test
    void where_nestedParentheses_keepTheirGrouping() {
        assertThat(where("(customer_id = $1 AND ((country = $2) OR (total > $3 AND total < $4)))")).isEqualTo(
                new And(List.of(new Eq("customer_id", null), new Or(List.of(new Eq("country", null), new And(List.of(
                        new Range("total", "$3", null, false), new Range("total", null, "$4", false))))))));
    }

    @Test
    void where_inFollowedByAnd_isAndOfTheInAndTheRest() {
        assertThat(where("country IN ($1, $2) AND customer_id = $3")).isEqualTo(new And(List.of(
                In.ofPlaceholders("country", 2), new Eq("customer_id", null))));
    }

    @Test
    void where_inFollowedByOr_bindsTheAndBeforeIt() {
        assertThat(where("order_id = $1 AND country IN ($2) OR customer_id = $3")).isEqualTo(new Or(List.of(
                new And(List.of(new Eq("order_id", null), In.ofPlaceholders("country", 1))),
                new Eq("customer_id", null))));
    }

    @Test
    void where_unusablePredicatesBesideAnEquality_leftOutOfTheAnd() {
        assertThat(where("customer_id = $1 AND NOT country = $2 AND country LIKE $3 AND total IS NULL"
                + " AND total <> $4 AND order_id = customer_id AND lower(country) = $5 AND country NOT IN ($6, $7)"
                + " AND total NOT BETWEEN $8 AND $9 AND order_id IN (SELECT order_id FROM returns)"))
                .isEqualTo(new Eq("customer_id", null));
    }

    @Test
    void where_onlyUnusablePredicates_isAnything() {
        assertThat(where("country LIKE $1 AND NOT total > $2")).isEqualTo(Condition.ANYTHING);
    }

    @Test
    void where_orWithAnUnusableBranch_isAnything() {
        assertThat(where("customer_id = $1 OR country LIKE $2")).isEqualTo(Condition.ANYTHING);
    }

    @Test
    void where_none_isAnything() {
        assertThat(shape("SELECT order_id, total FROM orders ORDER BY created_at LIMIT $1").where())
                .isEqualTo(Condition.ANYTHING);
    }

    @Test
    void where_qualifiedColumnsOfAJoin_areUnqualified() {
        assertThat(shape("SELECT o.* FROM orders o JOIN customers c ON c.customer_id = o.customer_id"
                + " WHERE o.customer_id = $1 AND public.c.country = $2").where()).isEqualTo(new And(List.of(
                new Eq("customer_id", null), new Eq("country", null))));
    }

    @Test
    void where_quotedIdentifiers_keepTheirCaseAndOthersAreLowerCased() {
        assertThat(where("\"CustomerId\" = $1 AND o.\"Country\" = $2 AND Total > $3")).isEqualTo(new And(List.of(
                new Eq("CustomerId", null), new Eq("Country", null), new Range("total", "$3", null, false))));
    }

    private static Condition where(String predicate) {
        return shape("SELECT * FROM orders o WHERE " + predicate).where();
    }

    private static QueryShape shape(String sql) {
        return new SqlStatements(8).shape(sql).orElseThrow();
    }
}
