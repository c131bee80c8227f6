package io.hotshard.bench;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.LoadView;
import io.hotshard.ring.LoadAwarePartitioner;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Owner lookup cost per partitioner, hash and cluster shape; {@link HashBenchmark} gives the floor. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LookupBenchmark {

    /** Partitioner registry name. */
    @Param({"ring", "modulo", "jump", "rendezvous", "slots", "range", "maglev", "bounded"})
    public String partitioner;

    /** Hash registry name. */
    @Param({"sha256", "md5", "murmur3", "xxhash64"})
    public String hash;

    /** Cluster shape as nodes x vnodes. */
    @Param({"4x100", "1000x256"})
    public String shape;

    private Partitioner target;
    private String[] keys;
    private int next;
    private final LoadView idle = new LoadView() {
        @Override
        public long loadOf(String nodeId) {
            return 0;
        }

        @Override
        public long totalLoad() {
            return 0;
        }
    };

    /** Builds the partitioner and a fixed set of keys. */
    @Setup(Level.Trial)
    public void setUp() {
        String[] parts = shape.split("x");
        int nodeCount = Integer.parseInt(parts[0]);
        int vnodes = Integer.parseInt(parts[1]);
        List<Node> nodes = new ArrayList<>(nodeCount);
        for (int i = 0; i < nodeCount; i++) {
            nodes.add(Node.of("shard-" + i));
        }
        target = PartitionerKind.byName(partitioner).create(PartitionerConfig.defaults(nodes)
                .withHash(HashAlgorithm.byName(hash))
                .withVnodes(vnodes)
                .withMaglevTableSize(nodeCount > 500 ? 100_003 : 65_537));
        keys = BenchmarkKeys.create();
    }

    /** A full owner lookup, hashing included. */
    @Benchmark
    public String lookup() {
        String key = nextKey();
        if (target instanceof LoadAwarePartitioner aware) {
            return aware.ownerOf(key, idle);
        }
        return target.ownerOf(key);
    }

    private String nextKey() {
        String key = keys[next];
        next = (next + 1) & (keys.length - 1);
        return key;
    }
}
