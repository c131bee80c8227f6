package io.hotshard.keys.queries;

/**
 * The queries of one candidate under one partitioner and shard count, added up as they are read: each shard's
 * requests, the single/multi/scatter weights, the distribution of shards touched, and the writes that move a key.
 */
final class QueryTally {

    /** Utilisation the sustained rate stops at, as the capacity planner's. */
    static final double TARGET_UTILISATION = 0.7;
    private static final double EPSILON = 1e-9;

    private final int shards;
    private final double[] work;
    /** Weight of the queries that touched every shard, added to each shard's work at the end. */
    private double everyShard;
    private final double[] byShardsTouched;
    private final double[][] split = new double[3][3];
    private long queries;
    private long reads;
    private long writes;
    private long writesMoving;
    private double shardRequests;

    QueryTally(int shards) {
        this.shards = shards;
        this.work = new double[shards];
        this.byShardsTouched = new double[shards + 1];
    }

    int shards() {
        return shards;
    }

    /** A query over every shard. */
    void addEveryShard(long count, QueryOp op, boolean movesKey) {
        everyShard += count;
        record(count, op, movesKey, shards);
    }

    /** A query that reaches shard s with probability {@code touched[s]} (1 for a known shard). */
    void add(long count, QueryOp op, boolean movesKey, double[] touched) {
        double expected = 0;
        for (int s = 0; s < shards; s++) {
            if (touched[s] > 0) {
                work[s] += count * touched[s];
                expected += touched[s];
            }
        }
        record(count, op, movesKey, expected);
    }

    private void record(long count, QueryOp op, boolean movesKey, double expectedShards) {
        queries += count;
        shardRequests += count * expectedShards;
        int kind = expectedShards <= 1 + EPSILON || shards == 1 ? 0 : expectedShards >= shards - EPSILON ? 2 : 1;
        split[0][kind] += count;
        split[op.writes() ? 2 : 1][kind] += count;
        byShardsTouched[(int) Math.min(shards, Math.ceil(expectedShards - EPSILON))] += count;
        if (op.writes()) {
            writes += count;
            writesMoving += movesKey ? count : 0;
        } else {
            reads += count;
        }
    }

    /** The figures; {@code shardCapacity} (requests per second one shard serves) may be null. */
    QueryFigures figures(Double shardCapacity) {
        double hottest = 0;
        for (double w : work) {
            hottest = Math.max(hottest, w + everyShard);
        }
        double perQuery = queries == 0 ? Double.NaN : shardRequests / queries;
        double hottestShare = shardRequests == 0 ? Double.NaN : hottest / shardRequests;
        double tail = FanOutTail.p99OverOneShard(byShardsTouched);
        double rate = Double.NaN;
        double p99Micros = Double.NaN;
        if (shardCapacity != null && queries > 0) {
            rate = TARGET_UTILISATION * shardCapacity / (perQuery * hottestShare);
            // An M/M/1 shard at utilisation 0.7 answers in an exponential time of rate capacity * (1 - 0.7).
            double oneShardP99Micros = -Math.log(0.01) / (shardCapacity * (1 - TARGET_UTILISATION)) * 1e6;
            p99Micros = tail * oneShardP99Micros;
        }
        return new QueryFigures(shards, split(0, queries), split(1, reads), split(2, writes), p99Shards(), perQuery,
                hottestShare,
                writes == 0 ? Double.NaN : (double) writesMoving / writes, tail, rate, p99Micros);
    }

    private Split split(int row, long total) {
        if (total == 0) {
            return Split.NONE;
        }
        return new Split(split[row][0] / total, split[row][1] / total, split[row][2] / total, total);
    }

    private int p99Shards() {
        double below = 0;
        for (int k = 0; k <= shards; k++) {
            below += byShardsTouched[k];
            if (below >= 0.99 * queries - EPSILON) {
                return k;
            }
        }
        return shards;
    }
}
