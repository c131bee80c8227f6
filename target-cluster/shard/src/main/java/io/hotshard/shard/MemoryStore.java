package io.hotshard.shard;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;

/** The in-memory store: a {@link KvStore} whose answers are ready at once. */
final class MemoryStore implements ShardStore {

    private final KvStore entries = new KvStore();

    @Override
    public Future<Buffer> get(String key) {
        return Future.succeededFuture(entries.get(key));
    }

    @Override
    public Future<Boolean> put(String key, Buffer value) {
        return Future.succeededFuture(entries.put(key, value));
    }

    @Override
    public Future<Boolean> delete(String key) {
        return Future.succeededFuture(entries.delete(key));
    }

    @Override
    public Future<KvStore.ScanResult> scan(String prefix, int limit) {
        return Future.succeededFuture(entries.scan(prefix, limit));
    }

    @Override
    public Future<KvStore.KeyPage> keysAfter(String after, int limit) {
        return Future.succeededFuture(entries.keysAfter(after, limit));
    }

    @Override
    public int busyConnections() {
        return 0;
    }

    @Override
    public Future<Void> close() {
        return Future.succeededFuture();
    }
}
