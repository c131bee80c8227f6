package io.hotshard.keys.queries;

import java.util.List;

/**
 * What the query logs say of one candidate key.
 *
 * @param logQueries         queries read, by weight (a statement's calls)
 * @param understood         of them, those the readers understood; the figures are of these
 * @param firstNotUnderstood where the first three others are, with their text
 * @param figures            one per layout, in the order the layouts were given
 * @param planRate           the query rate to plan for ({@code --rate}), NaN without one
 */
public record QueryLog(long logQueries, long understood, List<String> firstNotUnderstood,
                       List<QueryFigures> figures, double planRate) {

    /** Copies the lists. */
    public QueryLog {
        firstNotUnderstood = List.copyOf(firstNotUnderstood);
        figures = List.copyOf(figures);
    }
}
