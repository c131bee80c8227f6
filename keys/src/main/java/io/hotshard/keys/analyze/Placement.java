package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.PartitionerLayout;
import io.hotshard.keys.queries.ShardLayout;
import io.hotshard.ring.HashFunction;
import io.hotshard.ring.HashPartitioner;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Places every distinct key with the ring module's partitioners, as the router does: nodes {@code shard-0..}
 * configured as {@link AnalyzeSettings#partitioner} says (by default as the router's defaults: ring with SHA-256 and 100
 * vnodes), and {@code shard-N} joining through
 * {@link Partitioner#withNode}. A key hashed once serves every hash partitioner that uses the same hash. With a live
 * Cassandra ring ({@link AnalyzeSettings#liveRing}) there is one configuration, the ring's nodes, and a key loads each
 * of its replicas.
 */
final class Placement {

    private final List<Partitioner> partitioners = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final List<Integer> shardCounts = new ArrayList<>();
    /** The distinct hashes of the hash partitioners, each applied once per key. */
    private final List<HashFunction> hashes = new ArrayList<>();
    /** Per configuration: the index into {@link #hashes} its two partitioners share, or -1. */
    private final int[] hashOf;
    private final Map<String, Integer> shardIndex = new HashMap<>();
    /** The live ring of the only configuration, or null. */
    private final LiveRing live;

    Placement(List<PartitionerKind> kinds, List<Integer> shards) {
        this(new AnalyzeSettings(kinds, shards, 1, 2, 1));
    }

    /** The partitioners and shard counts of {@code settings}, each partitioner configured as they say. */
    Placement(AnalyzeSettings settings) {
        live = settings.liveRing();
        if (live != null) {
            names.add(PartitionerName.CASSANDRA);
            shardCounts.add(live.nodes().size());
        }
        for (PartitionerKind kind : settings.partitioners()) {
            for (int n : settings.shards()) {
                Partitioner p = settings.partitioner(kind, Node.numbered("shard-", n)).create();
                partitioners.add(p);
                partitioners.add(p.withNode(Node.of("shard-" + n)));
                names.add(kind.label());
                shardCounts.add(n);
            }
        }
        hashOf = new int[names.size()];
        for (int i = 0; i < partitioners.size() / 2; i++) {
            hashOf[i] = partitioners.get(2 * i) instanceof HashPartitioner now
                    && partitioners.get(2 * i + 1) instanceof HashPartitioner next
                    && now.hashFunction() == next.hashFunction() ? hashIndex(now.hashFunction()) : -1;
        }
        int most = shardCounts.stream().mapToInt(Integer::intValue).max().orElse(0);
        for (int s = 0; s <= most; s++) {
            shardIndex.put("shard-" + s, s);
        }
    }

    private int hashIndex(HashFunction f) {
        for (int h = 0; h < hashes.size(); h++) {
            if (hashes.get(h) == f) {
                return h;
            }
        }
        hashes.add(f);
        return hashes.size() - 1;
    }

    /** Per-shard requests and moved keys of the entries of {@code table} (weights: their counts). */
    Loads place(KeyTable table, int threads) {
        int parts = Math.max(1, Math.min(threads, table.size() / 10_000 + 1));
        return IntStream.range(0, parts).parallel()
                .mapToObj(i -> placeRange(table, (int) ((long) table.size() * i / parts),
                        (int) ((long) table.size() * (i + 1) / parts)))
                .reduce(Loads::plus).orElseThrow();
    }

    /**
     * Places {@code keys} made-up keys and discards the loads: the JIT compiles placement, the hash functions
     * (SHA-256's compression is fast only once compiled) and the partitioners' lookups before the real keys come.
     */
    void warmUp(int keys) {
        KeyTable table = new KeyTable();
        for (int k = 0; k < keys; k++) {
            byte[] key = ("warm-up-" + k).getBytes(StandardCharsets.UTF_8);
            table.add(key, 0, key.length);
        }
        placeRange(table, 0, table.size());
    }

    /** The shard index of {@code key} under configuration {@code i} (its N-node partitioner; a live ring's primary). */
    int shardOf(int i, String key) {
        return live != null ? live.replicasOf(key)[0] : index(partitioners.get(2 * i).ownerOf(key));
    }

    /** Configuration {@code i} as query targeting sees it; a live ring has none (the command refuses the pair). */
    ShardLayout layout(int i) {
        if (live != null) {
            throw new IllegalStateException("query logs are not placed on a live ring");
        }
        return new PartitionerLayout(partitioners.get(2 * i));
    }

    /** How many nodes each request of a key loads under configuration {@code i}: a live ring's replicas, else 1. */
    int replicas(int i) {
        return live != null ? live.rf() : 1;
    }

    /** The names of configuration {@code i}'s nodes when they are not {@code shard-0..}: a live ring's addresses. */
    List<String> nodeNames(int i) {
        return live != null ? live.nodes() : List.of();
    }

    /** Whether configuration {@code i} says which keys move when a node joins (a live ring does not know the node). */
    boolean knowsMoves(int i) {
        return live == null;
    }

    /** The configurations: one per partitioner kind and shard count. */
    int size() {
        return names.size();
    }

    String name(int i) {
        return names.get(i);
    }

    int shards(int i) {
        return shardCounts.get(i);
    }

    private Loads placeRange(KeyTable table, int from, int to) {
        if (live != null) {
            return placeOnRing(table, from, to);
        }
        Loads loads = new Loads(shardCounts);
        long[] hashed = new long[hashes.size()];
        byte[] scratch = new byte[KeyTable.INLINE_BYTES];
        for (int e = from; e < to; e++) {
            placeKey(table, e, loads, hashed, scratch);
        }
        return loads;
    }

    /**
     * Entry {@code e} of {@code table} in every configuration. A method of its own, called once per key, so the JIT
     * compiles it fully after a few thousand calls (the warm-up's) rather than only as a replacement for the frame of
     * one long-running loop, which a later call could not enter.
     */
    private void placeKey(KeyTable table, int e, Loads loads, long[] hashed, byte[] scratch) {
        String text = null;
        for (int h = 0; h < hashed.length; h++) {
            hashed[h] = table.hash(e, hashes.get(h), scratch);
        }
        long count = table.count(e);
        for (int i = 0; i < names.size(); i++) {
            Partitioner now = partitioners.get(2 * i);
            Partitioner next = partitioners.get(2 * i + 1);
            int a;
            int b;
            if (hashOf[i] >= 0) {
                long h = hashed[hashOf[i]];
                a = index(((HashPartitioner) now).ownerOfHash(h));
                b = index(((HashPartitioner) next).ownerOfHash(h));
            } else {
                if (text == null) {
                    text = table.key(e);
                }
                a = index(now.ownerOf(text));
                b = index(next.ownerOf(text));
            }
            loads.requests[i][a] += count;
            if (a != b) {
                loads.movedKeys[i]++;
            }
        }
        loads.keys++;
    }

    /** Each key's requests on every one of its replicas: what each node receives of its writes, RF times a read's. */
    private Loads placeOnRing(KeyTable table, int from, int to) {
        Loads loads = new Loads(shardCounts);
        for (int e = from; e < to; e++) {
            long count = table.count(e);
            for (int node : live.replicasOf(table.key(e))) {
                loads.requests[0][node] += count;
            }
            loads.keys++;
        }
        return loads;
    }

    private int index(String shardId) {
        return shardIndex.get(shardId);
    }

    /** Requests per shard per configuration, and keys that move going N to N+1. */
    static final class Loads {
        final long[][] requests;
        final long[] movedKeys;
        long keys;

        Loads(List<Integer> shardCounts) {
            requests = new long[shardCounts.size()][];
            for (int i = 0; i < requests.length; i++) {
                requests[i] = new long[shardCounts.get(i)];
            }
            movedKeys = new long[shardCounts.size()];
        }

        Loads plus(Loads other) {
            for (int i = 0; i < requests.length; i++) {
                for (int s = 0; s < requests[i].length; s++) {
                    requests[i][s] += other.requests[i][s];
                }
                movedKeys[i] += other.movedKeys[i];
            }
            keys += other.keys;
            return this;
        }
    }
}
