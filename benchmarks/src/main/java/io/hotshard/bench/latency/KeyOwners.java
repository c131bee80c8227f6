package io.hotshard.bench.latency;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The owner shard of each benchmark key {@code prefix0 .. prefix(count-1)} under the router's default partitioner
 * (ring, sha256, 100 virtual nodes per shard of weight 1), so that a client can call the owner directly.
 */
final class KeyOwners {

    private final String[] paths;
    private final NamedPort[] owners;

    private KeyOwners(String[] paths, NamedPort[] owners) {
        this.paths = paths;
        this.owners = owners;
    }

    /** Places {@code count} keys named {@code prefix + i} on {@code shards}. */
    static KeyOwners place(List<NamedPort> shards, String prefix, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("key count must be >= 1 but was " + count);
        }
        Partitioner partitioner = PartitionerConfig.defaults(shards.stream().map(s -> Node.of(s.name())).toList())
                .create();
        Map<String, NamedPort> byId = shards.stream().collect(Collectors.toMap(NamedPort::name, Function.identity()));
        String[] paths = new String[count];
        NamedPort[] owners = new NamedPort[count];
        for (int i = 0; i < count; i++) {
            String key = prefix + i;
            paths[i] = "/kv/" + key;
            owners[i] = byId.get(partitioner.ownerOf(key));
        }
        return new KeyOwners(paths, owners);
    }

    int count() {
        return paths.length;
    }

    /** {@code /kv/<key>} of key {@code index}. */
    String path(int index) {
        return paths[index];
    }

    /** The shard that owns key {@code index}. */
    NamedPort owner(int index) {
        return owners[index];
    }
}
