package io.hotshard.simulations;

import io.hotshard.keys.queries.KeyTargets;
import io.hotshard.keys.queries.Query;
import io.hotshard.keys.queries.QueryAnalysis;
import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.keys.queries.QueryFormat;
import io.hotshard.keys.queries.QuerySink;
import io.hotshard.keys.queries.ShardLayout;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A query log in file order as the router's requests, each query sent {@code count} times, and what
 * {@code keys analyze --queries} predicts for exactly the queries handed out: each one is added to a
 * {@link QueryAnalysis} (weight 1) as it is handed out, so a run that stops inside the log, or loops it a part of a
 * time, is compared with its own queries. Streamed a line at a time; queries the reader does not understand are
 * skipped and counted. Synchronised: every virtual user draws from the same replay.
 */
public final class QueryReplay implements AutoCloseable {

    private final QueryTraceSettings settings;
    private final KeyTargets targets;
    private final QueryAnalysis analysis;
    private final Deque<QueryRequest> pending = new ArrayDeque<>();
    private final long[] sentByKind = new long[QueryRequest.Kind.values().length];
    private BufferedReader lines;
    private long lineNumber;
    private Query query;
    private List<QueryRequest> requests;
    private long repeatsLeft;
    private long sent;
    private long notUnderstood;
    private long passes;
    private boolean readThisPass;
    private boolean ended;

    /** Opens the log; {@code layout} is the router's partitioner over shards {@code shard-0..}. */
    public QueryReplay(QueryTraceSettings settings, ShardLayout layout) {
        this.settings = settings;
        this.targets = new KeyTargets(settings.key().parts());
        double[][] evenRows = new double[1][layout.shards()];
        // Only placeholder values are placed by the data's rows; a replayed log holds values.
        Arrays.fill(evenRows[0], 1.0 / layout.shards());
        this.analysis = new QueryAnalysis(List.of(settings.key().parts()), List.of(layout),
                List.<double[][]>of(evenRows));
        this.lines = open();
    }

    /** Whether another request follows: always while the log loops. */
    public synchronized boolean hasNext() {
        return !pending.isEmpty() || advance();
    }

    /** The next request; the first of a query's requests also counts the query as sent. */
    public synchronized QueryRequest next() {
        if (!hasNext()) {
            throw new NoSuchElementException("the query log " + settings.file() + " has ended");
        }
        if (pending.isEmpty()) {
            repeatsLeft--;
            sent++;
            sentByKind[requests.get(0).kind().ordinal()]++;
            analysis.accept(new Query(query.op(), query.where(), query.setFields(), 1));
            pending.addAll(requests);
        }
        return pending.poll();
    }

    /** Queries handed out (each repetition of a weighted query counts). */
    public synchronized long sent() {
        return sent;
    }

    /** Queries handed out whose first request is of {@code kind}. */
    public synchronized long sent(QueryRequest.Kind kind) {
        return sentByKind[kind.ordinal()];
    }

    /** Log lines skipped because the reader does not understand their query. */
    public synchronized long notUnderstood() {
        return notUnderstood;
    }

    /** Times the end of the log was reached. */
    public synchronized long passes() {
        return passes;
    }

    /** What {@code keys analyze --queries} predicts for the queries handed out so far. */
    public synchronized QueryFigures predicted() {
        return analysis.result(0, null, null).figures().get(0);
    }

    @Override
    public synchronized void close() {
        try {
            lines.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + settings.file(), e);
        }
    }

    /** Moves to the next query when the current one has been sent {@code count} times; false at the end. */
    private boolean advance() {
        if (repeatsLeft > 0) {
            return true;
        }
        if (ended) {
            return false;
        }
        try {
            for (String line = lines.readLine(); ; line = lines.readLine()) {
                if (line == null) {
                    passes++;
                    lines.close();
                    // A pass without a query to send would loop for ever.
                    if (!settings.loop() || !readThisPass) {
                        ended = true;
                        return false;
                    }
                    lines = open();
                    lineNumber = 0;
                    readThisPass = false;
                    continue;
                }
                lineNumber++;
                if (!line.isBlank() && read(line)) {
                    return true;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(QueryTraceSettings.QUERIES + " '" + settings.file() + "' cannot be read",
                    e);
        }
    }

    /** Parses one line; true when it holds a query that is replayed. */
    private boolean read(String line) throws IOException {
        Query[] found = new Query[1];
        String name = settings.file() + " line " + lineNumber;
        QueryFormat.JSON.read(name, new ByteArrayInputStream(line.getBytes(StandardCharsets.UTF_8)), new QuerySink() {
            @Override
            public void accept(Query q) {
                found[0] = q;
            }

            @Override
            public void notUnderstood(String location, String text, long count) {
                notUnderstood++;
            }
        });
        if (found[0] == null) {
            return false;
        }
        query = found[0];
        requests = QueryRequest.of(query.op(), targets.keys(query.where()));
        repeatsLeft = query.count();
        readThisPass = true;
        return true;
    }

    private BufferedReader open() {
        try {
            return Files.newBufferedReader(settings.file(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(QueryTraceSettings.QUERIES + " '" + settings.file() + "' cannot be read",
                    e);
        }
    }
}
