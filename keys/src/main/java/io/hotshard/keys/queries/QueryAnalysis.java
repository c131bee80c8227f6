package io.hotshard.keys.queries;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads query logs once for every candidate key and layout: each query is placed for each candidate as it is read,
 * so memory stays bounded by the candidates and layouts, whatever the length of the logs.
 */
public final class QueryAnalysis implements QuerySink {

    private static final int SHOWN = 3;

    private final List<CandidateQueries> candidates = new ArrayList<>();
    private final List<String> firstNotUnderstood = new ArrayList<>();
    private long logQueries;
    private long notUnderstood;

    /**
     * @param candidateParts per candidate, the fields its key joins
     * @param layouts        the layouts every candidate is judged under
     * @param rowShares      per candidate and layout, each shard's share of the data's rows
     */
    public QueryAnalysis(List<List<String>> candidateParts, List<ShardLayout> layouts, List<double[][]> rowShares) {
        for (int c = 0; c < candidateParts.size(); c++) {
            candidates.add(new CandidateQueries(candidateParts.get(c), layouts, rowShares.get(c)));
        }
    }

    /** Reads one log in {@code format}. */
    public void read(QueryFormat format, String name, InputStream in) throws IOException {
        format.reader().read(name, in, this);
    }

    @Override
    public void accept(Query query) {
        logQueries += query.count();
        for (CandidateQueries c : candidates) {
            c.add(query);
        }
    }

    @Override
    public void notUnderstood(String location, String text, long count) {
        logQueries += count;
        notUnderstood += count;
        if (firstNotUnderstood.size() < SHOWN) {
            firstNotUnderstood.add(location + ": " + text);
        }
    }

    /**
     * The figures of candidate {@code c}, one per layout.
     *
     * @param shardCapacity requests per second one shard serves, or null
     * @param planRate      queries per second to plan for, or null
     */
    public QueryLog result(int c, Double shardCapacity, Double planRate) {
        return new QueryLog(logQueries, logQueries - notUnderstood, firstNotUnderstood,
                candidates.get(c).figures(shardCapacity), planRate == null ? Double.NaN : planRate);
    }
}
