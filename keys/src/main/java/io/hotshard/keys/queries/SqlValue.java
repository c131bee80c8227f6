package io.hotshard.keys.queries;

import net.sf.jsqlparser.expression.BooleanValue;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;

/**
 * A value in a statement: a literal, or a placeholder ({@code $1}) that pg_stat_statements put where a constant was.
 *
 * @param literal     the literal's text (a string without its quotes), or null for a placeholder
 * @param placeholder the placeholder as written ({@code $1}), or null for a literal
 */
record SqlValue(String literal, String placeholder) {

    /** Whether the log holds the value itself. */
    boolean known() {
        return literal != null;
    }

    /** The text a range bound keeps: the literal, else the placeholder, so that a present bound is never null. */
    String bound() {
        return known() ? literal : placeholder;
    }

    /** The value {@code expression} is, or null when it is not a literal or placeholder (a column, a call). */
    static SqlValue of(Expression expression) {
        if (expression instanceof CastExpression cast) {
            return of(cast.getLeftExpression());
        }
        if (expression instanceof JdbcParameter parameter) {
            return new SqlValue(null, parameter.toString());
        }
        if (expression instanceof StringValue string) {
            return new SqlValue(string.getValue().replace("''", "'"), null);
        }
        if (expression instanceof LongValue || expression instanceof DoubleValue || expression instanceof BooleanValue) {
            return new SqlValue(expression.toString(), null);
        }
        if (expression instanceof SignedExpression signed) {
            SqlValue number = of(signed.getExpression());
            if (number != null && number.known()) {
                return new SqlValue(signed.getSign() == '-' ? "-" + number.literal() : number.literal(), null);
            }
        }
        return null;
    }
}
