package io.hotshard.keys.queries;

import java.util.Locale;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;

/** Field names as PostgreSQL resolves them: unqualified, folded to lower case unless double-quoted. */
final class SqlNames {

    private SqlNames() {
    }

    /** The field {@code expression} names when it is a plain column, else null. */
    static String field(Expression expression) {
        return expression instanceof Column column ? field(column) : null;
    }

    /** The field of {@code column}, without its table or alias. */
    static String field(Column column) {
        String name = column.getColumnName();
        if (name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")) {
            return name.substring(1, name.length() - 1).replace("\"\"", "\"");
        }
        return name.toLowerCase(Locale.ROOT);
    }
}
