package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.ArrayConstructor;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;

/**
 * Turns a WHERE expression parsed by JSqlParser into a {@link Condition}: equalities, IN lists, {@code = ANY(..)},
 * ranges and BETWEEN on a column, joined by AND and OR. Any other predicate (NOT, LIKE, IS NULL, {@code <>}, two
 * columns, a call on a column, a subquery) becomes {@link Condition#ANYTHING}, which an AND drops and an OR
 * spreads to the whole OR. A range bound held as a placeholder keeps the placeholder's text ({@code $1}).
 */
final class SqlConditions {

    private final Set<String> foldedPlaceholders;

    /** @param foldedPlaceholders the placeholders that stand for a list folded by pg_stat_statements */
    SqlConditions(Set<String> foldedPlaceholders) {
        this.foldedPlaceholders = Set.copyOf(foldedPlaceholders);
    }

    /** The condition of {@code where}, {@link Condition#ANYTHING} when it is null or restricts nothing usable. */
    Condition of(Expression where) {
        if (where == null) {
            return Condition.ANYTHING;
        }
        List<List<Expression>> disjuncts = new ArrayList<>();
        disjuncts.add(new ArrayList<>());
        flatten(where, disjuncts);
        List<Condition> ors = new ArrayList<>();
        for (List<Expression> conjuncts : disjuncts) {
            List<Condition> ands = new ArrayList<>();
            for (Expression predicate : conjuncts) {
                ands.add(predicate(predicate));
            }
            ors.add(Conditions.and(ands));
        }
        return Conditions.or(ors);
    }

    // JSqlParser 5.3 reads "a IN (..) AND b = $1" as a IN ((..) AND b = $1) (its issue #2244, fixed in 5.4), so the
    // AND and OR chain is read back in text order, an IN's list put back with its column, and regrouped AND
    // before OR; parentheses stay one predicate.
    private static void flatten(Expression expression, List<List<Expression>> disjuncts) {
        if (expression instanceof OrExpression or) {
            flatten(or.getLeftExpression(), disjuncts);
            disjuncts.add(new ArrayList<>());
            flatten(or.getRightExpression(), disjuncts);
        } else if (expression instanceof AndExpression and) {
            flatten(and.getLeftExpression(), disjuncts);
            flatten(and.getRightExpression(), disjuncts);
        } else if (expression instanceof InExpression in && isAndOr(in.getRightExpression())) {
            flatten(withListInFront(in, in.getRightExpression()), disjuncts);
        } else {
            disjuncts.get(disjuncts.size() - 1).add(expression);
        }
    }

    private static boolean isAndOr(Expression expression) {
        return expression instanceof AndExpression || expression instanceof OrExpression;
    }

    private static Expression withListInFront(InExpression in, Expression swallowed) {
        if (swallowed instanceof AndExpression and) {
            return new AndExpression(withListInFront(in, and.getLeftExpression()), and.getRightExpression());
        }
        if (swallowed instanceof OrExpression or) {
            return new OrExpression(withListInFront(in, or.getLeftExpression()), or.getRightExpression());
        }
        return new InExpression(in.getLeftExpression(), swallowed).withNot(in.isNot());
    }

    private Condition predicate(Expression expression) {
        if (expression instanceof ParenthesedExpressionList<?> group && group.size() == 1) {
            return of(group.get(0));
        }
        if (expression instanceof EqualsTo equals) {
            return equality(equals);
        }
        if (expression instanceof InExpression in && !in.isNot()) {
            return in(SqlNames.field(in.getLeftExpression()), in.getRightExpression());
        }
        if (expression instanceof Between between && !between.isNot()) {
            return between(between);
        }
        if (expression instanceof GreaterThan || expression instanceof GreaterThanEquals
                || expression instanceof MinorThan || expression instanceof MinorThanEquals) {
            return range((ComparisonOperator) expression);
        }
        return Condition.ANYTHING;
    }

    private Condition equality(EqualsTo equals) {
        String left = SqlNames.field(equals.getLeftExpression());
        String right = SqlNames.field(equals.getRightExpression());
        if ((left == null) == (right == null)) {
            return Condition.ANYTHING;
        }
        String field = left != null ? left : right;
        Expression other = left != null ? equals.getRightExpression() : equals.getLeftExpression();
        if (isAnyOfArray(other)) {
            return Condition.In.ofPlaceholders(field, -1);
        }
        SqlValue value = SqlValue.of(other);
        return value == null ? Condition.ANYTHING : new Condition.Eq(field, value.literal());
    }

    private static boolean isAnyOfArray(Expression expression) {
        if (!(expression instanceof Function function) || function.getParameters() == null
                || function.getParameters().size() != 1 || function.getName() == null) {
            return false;
        }
        String name = function.getName();
        Expression array = function.getParameters().get(0);
        return (name.equalsIgnoreCase("any") || name.equalsIgnoreCase("some"))
                && (array instanceof ArrayConstructor || SqlValue.of(array) != null);
    }

    private Condition in(String field, Expression right) {
        if (field == null || !(right instanceof ParenthesedExpressionList<?> list) || list.isEmpty()) {
            return Condition.ANYTHING;
        }
        List<String> literals = new ArrayList<>();
        for (Expression item : list) {
            SqlValue value = SqlValue.of(item);
            if (value == null) {
                return Condition.ANYTHING;
            }
            if (value.known()) {
                literals.add(value.literal());
            }
        }
        if (literals.size() == list.size()) {
            return Condition.In.of(field, literals);
        }
        boolean folded = list.size() == 1 && foldedPlaceholders.contains(SqlValue.of(list.get(0)).placeholder());
        return Condition.In.ofPlaceholders(field, folded ? -1 : list.size());
    }

    private static Condition between(Between between) {
        String field = SqlNames.field(between.getLeftExpression());
        SqlValue lower = SqlValue.of(between.getBetweenExpressionStart());
        SqlValue upper = SqlValue.of(between.getBetweenExpressionEnd());
        if (field == null || lower == null || upper == null) {
            return Condition.ANYTHING;
        }
        return new Condition.Range(field, lower.bound(), upper.bound(), lower.known() && upper.known());
    }

    private static Condition range(ComparisonOperator comparison) {
        String left = SqlNames.field(comparison.getLeftExpression());
        String right = SqlNames.field(comparison.getRightExpression());
        if ((left == null) == (right == null)) {
            return Condition.ANYTHING;
        }
        SqlValue bound = SqlValue.of(left != null ? comparison.getRightExpression() : comparison.getLeftExpression());
        if (bound == null) {
            return Condition.ANYTHING;
        }
        boolean greater = comparison instanceof GreaterThan || comparison instanceof GreaterThanEquals;
        // "col > $1" bounds col from below; "$1 > col" from above.
        boolean lowerBound = greater == (left != null);
        String field = left != null ? left : right;
        return new Condition.Range(field, lowerBound ? bound.bound() : null, lowerBound ? null : bound.bound(),
                bound.known());
    }
}
