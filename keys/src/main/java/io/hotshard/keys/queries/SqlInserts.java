package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.Values;

/**
 * The rows an INSERT ... VALUES writes, as the fields they carry: for one row an Eq per column, for k rows an In of
 * k values per column; a value is null (or the In's values unknown) where the log holds placeholders.
 */
final class SqlInserts {

    private SqlInserts() {
    }

    /** The condition of the rows {@code insert} writes, or null when it names no columns or inserts a SELECT. */
    static Condition rows(Insert insert) {
        ExpressionList<Column> columns = insert.getColumns();
        if (columns == null || columns.isEmpty() || !(insert.getSelect() instanceof Values values)) {
            return null;
        }
        List<List<Expression>> rows = rows(values.getExpressions());
        for (List<Expression> row : rows) {
            if (row.size() != columns.size()) {
                return null;
            }
        }
        List<Condition> parts = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            parts.add(column(SqlNames.field(columns.get(i)), rows, i));
        }
        return new Condition.And(parts);
    }

    private static List<List<Expression>> rows(ExpressionList<?> values) {
        List<List<Expression>> rows = new ArrayList<>();
        if (values instanceof ParenthesedExpressionList<?>) {
            rows.add(new ArrayList<>(values));
            return rows;
        }
        for (Expression row : values) {
            rows.add(row instanceof ParenthesedExpressionList<?> list ? new ArrayList<>(list) : List.of(row));
        }
        return rows;
    }

    private static Condition column(String field, List<List<Expression>> rows, int index) {
        List<String> literals = new ArrayList<>();
        for (List<Expression> row : rows) {
            SqlValue value = SqlValue.of(row.get(index));
            if (value != null && value.known()) {
                literals.add(value.literal());
            }
        }
        if (rows.size() == 1) {
            return new Condition.Eq(field, literals.isEmpty() ? null : literals.get(0));
        }
        return literals.size() == rows.size() ? Condition.In.of(field, literals)
                : Condition.In.ofPlaceholders(field, rows.size());
    }
}
