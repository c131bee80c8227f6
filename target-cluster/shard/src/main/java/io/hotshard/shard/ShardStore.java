package io.hotshard.shard;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;

/**
 * A shard's key-value data. Every operation answers a future completed on the shard's event loop; none blocks it.
 * Keys are ordered as Java orders strings (UTF-16 code units), which PostgreSQL's {@code "C"} collation matches
 * for every key without characters above U+FFFF.
 */
interface ShardStore {

    /** The value, or null when absent. */
    Future<Buffer> get(String key);

    /** Stores the value; true when the key was new. */
    Future<Boolean> put(String key, Buffer value);

    /** Removes the key; true when it was present. */
    Future<Boolean> delete(String key);

    /** Counts keys starting with {@code prefix} and lists the first {@code limit} of them in key order. */
    Future<KvStore.ScanResult> scan(String prefix, int limit);

    /** The first {@code limit} keys strictly after {@code after} (from the first when null), in key order. */
    Future<KvStore.KeyPage> keysAfter(String after, int limit);

    /** Connections of the store in use right now (0 for memory). */
    int busyConnections();

    /** Releases the store's resources. */
    Future<Void> close();
}
