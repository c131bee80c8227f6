package io.hotshard.keys.queries;

/** One partitioner at one shard count, as targeting sees it: shards {@code 0..shards()-1}. */
public interface ShardLayout {

    /** N. */
    int shards();

    /** The shard that holds {@code key} (a candidate's values joined with {@code :}). */
    int shardOf(String key);

    /** Whether keys are placed by their order (the {@code range} partitioner), so a range of keys meets few shards. */
    boolean ordered();

    /**
     * For an ordered layout: the first and last shard a range of keys meets ({@code lower} null: from the lowest key;
     * {@code upper} null: to the highest).
     */
    int[] span(String lower, String upper);
}
