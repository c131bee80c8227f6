package io.hotshard.bench;

import io.hotshard.ring.HashAlgorithm;
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

/** The floor of every lookup: hashing the key's UTF-8 bytes and nothing else. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HashBenchmark {

    /** Hash registry name. */
    @Param({"sha256", "md5", "murmur3", "xxhash64"})
    public String hash;

    private HashAlgorithm hashFunction;
    private String[] keys;
    private int next;

    /** Picks the hash and the keys. */
    @Setup(Level.Trial)
    public void setUp() {
        hashFunction = HashAlgorithm.byName(hash);
        keys = BenchmarkKeys.create();
    }

    /** Hashes one key. */
    @Benchmark
    public long hashOnly() {
        String key = keys[next];
        next = (next + 1) & (keys.length - 1);
        return hashFunction.hash(key);
    }
}
