package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One candidate key's side of the query analysis: each query's pieces ({@link KeyPieces}) placed under every layout,
 * and the result added to that layout's {@link QueryTally}. A piece whose key is known goes to its shard; a key of
 * placeholders goes to shard s with the probability that a key drawn as the data's rows are lands there (so a
 * celebrity's shard gets its share of "orders of a customer"); a range meets the shards it spans under {@code range}
 * and every shard under a hash.
 */
final class CandidateQueries {

    private static final int CACHED_KEYS = 1 << 18;

    private final List<String> parts;
    private final KeyPieces pieces;
    private final List<ShardLayout> layouts;
    private final double[][] rowShares;
    private final QueryTally[] tallies;
    private final double[][] touched;
    /** Shards of recently placed keys, one per layout: a hot key asked often is hashed once. */
    private final Map<String, int[]> placed = new HashMap<>();

    /**
     * @param parts     the key's fields
     * @param layouts   the layouts to judge it under
     * @param rowShares per layout, each shard's share of the data's rows for this key
     */
    CandidateQueries(List<String> parts, List<ShardLayout> layouts, double[][] rowShares) {
        this.parts = parts.stream().map(p -> p.toLowerCase(Locale.ROOT)).toList();
        this.pieces = new KeyPieces(parts);
        this.layouts = List.copyOf(layouts);
        this.rowShares = rowShares.clone();
        this.tallies = new QueryTally[layouts.size()];
        this.touched = new double[layouts.size()][];
        for (int i = 0; i < tallies.length; i++) {
            tallies[i] = new QueryTally(layouts.get(i).shards());
            touched[i] = new double[layouts.get(i).shards()];
        }
    }

    void add(Query query) {
        boolean moves = query.op().writes() && query.setFields().stream()
                .anyMatch(f -> parts.contains(f.toLowerCase(Locale.ROOT)));
        List<KeyPieces.Piece> keys = pieces.of(query.where());
        if (keys == null) {
            for (QueryTally t : tallies) {
                t.addEveryShard(query.count(), query.op(), moves);
            }
            return;
        }
        List<int[]> known = new ArrayList<>();
        for (KeyPieces.Piece p : keys) {
            if (p.known()) {
                known.add(shardsOf(String.join(":", p.values())));
            }
        }
        for (int i = 0; i < tallies.length; i++) {
            if (place(i, keys, known)) {
                tallies[i].add(query.count(), query.op(), moves, touched[i]);
            } else {
                tallies[i].addEveryShard(query.count(), query.op(), moves);
            }
        }
    }

    /** Fills {@code touched[i]}; false when the query meets every shard of layout i. */
    private boolean place(int i, List<KeyPieces.Piece> keys, List<int[]> known) {
        double[] t = touched[i];
        Arrays.fill(t, 0);
        ShardLayout layout = layouts.get(i);
        long placeholders = 0;
        for (KeyPieces.Piece p : keys) {
            if (p.known()) {
                continue;
            }
            if (p.pinned()) {
                placeholders += p.keys();
            } else if (p.rangePart() >= 0 && parts.size() == 1 && layout.ordered()) {
                markRange(i, p, layout);
            } else {
                return false;
            }
        }
        for (int[] shards : known) {
            t[shards[i]] = 1;
        }
        if (placeholders > 0) {
            for (int s = 0; s < t.length; s++) {
                if (t[s] < 1) {
                    t[s] = 1 - Math.pow(1 - rowShares[i][s], placeholders);
                }
            }
        }
        return true;
    }

    /** A range under an ordered layout: the shards it spans, or, its bounds unknown, every shard holding rows. */
    private void markRange(int i, KeyPieces.Piece p, ShardLayout layout) {
        double[] t = touched[i];
        if (p.rangeKnown()) {
            int[] span = layout.span(p.lower(), p.upper());
            for (int s = span[0]; s <= span[1]; s++) {
                t[s] = 1;
            }
        } else {
            for (int s = 0; s < t.length; s++) {
                t[s] = rowShares[i][s] > 0 ? 1 : t[s];
            }
        }
    }

    private int[] shardsOf(String key) {
        int[] shards = placed.get(key);
        if (shards == null) {
            if (placed.size() >= CACHED_KEYS) {
                placed.clear();
            }
            shards = new int[layouts.size()];
            for (int i = 0; i < shards.length; i++) {
                shards[i] = layouts.get(i).shardOf(key);
            }
            placed.put(key, shards);
        }
        return shards;
    }

    List<QueryFigures> figures(Double shardCapacity) {
        return Arrays.stream(tallies).map(t -> t.figures(shardCapacity)).toList();
    }
}
