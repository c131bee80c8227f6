package io.hotshard.keys.queries;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;

/**
 * SQL statement texts as query shapes: SELECT reads, INSERT ... VALUES writes, UPDATE and DELETE update. The shapes
 * of the last {@code cacheSize} texts are kept, since parsing one costs 0.1 to 0.5 ms.
 */
final class SqlStatements {

    private final Map<String, Optional<QueryShape>> recent;

    SqlStatements(int cacheSize) {
        this.recent = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Optional<QueryShape>> eldest) {
                return size() > cacheSize;
            }
        };
    }

    /** The shape of {@code sql}, or empty when JSqlParser cannot parse it or it is not a statement this reads. */
    Optional<QueryShape> shape(String sql) {
        Optional<QueryShape> shape = recent.get(sql);
        if (shape == null) {
            shape = ParsedSql.parse(sql).flatMap(SqlStatements::shape);
            recent.put(sql, shape);
        }
        return shape;
    }

    private static Optional<QueryShape> shape(ParsedSql parsed) {
        SqlConditions conditions = new SqlConditions(parsed.foldedPlaceholders());
        Statement statement = parsed.statement();
        if (statement instanceof Select select) {
            PlainSelect plain = plain(select);
            // A SELECT without FROM (SELECT 1, SELECT nextval($1)) reads no table; one over a CTE reads other rows
            // than its WHERE describes.
            if (plain == null || plain.getFromItem() == null || hasWith(select) || hasWith(plain)) {
                return Optional.empty();
            }
            return Optional.of(new QueryShape(QueryOp.READ, conditions.of(plain.getWhere()), Set.of()));
        }
        if (statement instanceof Insert insert) {
            Condition rows = SqlInserts.rows(insert);
            return rows == null ? Optional.empty() : Optional.of(new QueryShape(QueryOp.WRITE, rows, Set.of()));
        }
        if (statement instanceof Update update) {
            Set<String> assigned = new LinkedHashSet<>();
            for (UpdateSet set : update.getUpdateSets()) {
                set.getColumns().forEach(column -> assigned.add(SqlNames.field(column)));
            }
            return Optional.of(new QueryShape(QueryOp.UPDATE, conditions.of(update.getWhere()), assigned));
        }
        if (statement instanceof Delete delete) {
            return Optional.of(new QueryShape(QueryOp.UPDATE, conditions.of(delete.getWhere()), Set.of()));
        }
        return Optional.empty();
    }

    private static PlainSelect plain(Select select) {
        Select inner = select;
        while (inner instanceof ParenthesedSelect parenthesed) {
            inner = parenthesed.getSelect();
        }
        return inner instanceof PlainSelect plain ? plain : null;
    }

    private static boolean hasWith(Select select) {
        return select.getWithItemsList() != null && !select.getWithItemsList().isEmpty();
    }
}
