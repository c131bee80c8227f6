package io.hotshard.ring;

/** A partitioner whose choice depends on the key only through one 64-bit hash, so callers may hash once. */
public interface HashPartitioner extends Partitioner {

    /** The hash applied to keys before {@link #ownerOfHash(long)}. */
    HashFunction hashFunction();

    /** The id of the node owning a key whose hash is {@code keyHash} (an unsigned 64-bit number). */
    String ownerOfHash(long keyHash);

    @Override
    default String ownerOf(String key) {
        return ownerOfHash(hashFunction().hash(key));
    }
}
