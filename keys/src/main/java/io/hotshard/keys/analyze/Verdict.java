package io.hotshard.keys.analyze;

/** What a candidate shard key's figures say, worst first. */
public enum Verdict {

    /** So few distinct values that most shards of a large cluster can never receive a key. */
    LOW_CARDINALITY("low cardinality"),
    /** One key carries so much that no shard count brings the hottest shard below its share. */
    CELEBRITY("celebrity"),
    /** Most queries of the query log touch more than one shard: the key spreads rows, not the queries' work. */
    SCATTER("scatter"),
    /** Keys arrive in ascending order, so range partitioning sends every new key to the last range. */
    TIME_ORDERED("time-ordered"),
    /** A heavy head: Zipf exponent of 1 or more, or the top 1% of keys carrying half the requests. */
    SKEWED("skewed"),
    /** Spreads well over every partitioner and shard count considered. */
    GOOD("good");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
