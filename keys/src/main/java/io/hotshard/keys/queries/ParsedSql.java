package io.hotshard.keys.queries;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.parser.TokenMgrException;
import net.sf.jsqlparser.statement.Statement;

/**
 * One statement parsed by JSqlParser on the calling thread, with the placeholders pg_stat_statements wrote for a
 * folded list ({@code IN ($1 /*, ... *}{@code /)}, PostgreSQL 18), which the parser keeps only among its tokens.
 */
record ParsedSql(Statement statement, Set<String> foldedPlaceholders) {

    /**
     * The statement {@code sql} holds, or empty when JSqlParser cannot take it. Like
     * {@link CCJSqlParserUtil#parse(String)} it tries the simple grammar first and the complex one for shallow
     * statements only, but without the thread and executor that utility starts for each statement.
     */
    static Optional<ParsedSql> parse(String sql) {
        Optional<ParsedSql> simple = parse(sql, false);
        if (simple.isPresent() || CCJSqlParserUtil.getNestingDepth(sql) > CCJSqlParserUtil.ALLOWED_NESTING_DEPTH) {
            return simple;
        }
        return parse(sql, true);
    }

    private static Optional<ParsedSql> parse(String sql, boolean complex) {
        CCJSqlParser parser = CCJSqlParserUtil.newParser(sql);
        if (parser == null) {
            return Optional.empty();
        }
        Token first = parser.withAllowComplexParsing(complex).token;
        try {
            Statement statement = parser.Statement();
            return statement == null ? Optional.empty() : Optional.of(new ParsedSql(statement, folded(first)));
        } catch (ParseException | TokenMgrException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    private static Set<String> folded(Token first) {
        Set<String> folded = new HashSet<>();
        for (Token token = first; token != null && token.next != null; token = token.next) {
            Token comment = token.next.specialToken;
            if (token.kind == CCJSqlParserConstants.S_PARAMETER && comment != null && isFoldedList(comment.image)) {
                folded.add(token.image);
            }
        }
        return folded;
    }

    private static boolean isFoldedList(String comment) {
        return comment.startsWith("/*,") && comment.contains("...");
    }
}
