package io.hotshard.keys.queries;

/**
 * A layout a test can check by hand: numeric key k on shard {@code k mod N}; ordered, it places key k on shard
 * {@code k / width} instead, so a range spans the shards of its bounds.
 */
record ModuloLayout(int shards, boolean ordered, int width) implements ShardLayout {

    static ModuloLayout hashed(int shards) {
        return new ModuloLayout(shards, false, 1);
    }

    static ModuloLayout ranged(int shards, int width) {
        return new ModuloLayout(shards, true, width);
    }

    @Override
    public int shardOf(String key) {
        long k = Long.parseLong(key.replace(":", ""));
        return ordered ? (int) Math.min(shards - 1, k / width) : (int) (k % shards);
    }

    @Override
    public int[] span(String lower, String upper) {
        return new int[] {lower == null ? 0 : shardOf(lower), upper == null ? shards - 1 : shardOf(upper)};
    }
}
