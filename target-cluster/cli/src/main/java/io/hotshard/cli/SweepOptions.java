package io.hotshard.cli;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import java.util.List;
import picocli.CommandLine.Option;

/** Options shared by the sweep experiments: key set, hash and the partitioners compared. */
public final class SweepOptions {

    @Option(names = "--keys", paramLabel = "N", description = "Number of keys (default per experiment).")
    Integer keyCount;

    @Option(names = "--key-prefix", defaultValue = "key:", paramLabel = "P", description = "Keys are P0..P(N-1). Default: ${DEFAULT-VALUE}.")
    String keyPrefix;

    @Option(names = "--hash", paramLabel = "HASH", description = "sha256, md5, murmur3 or xxhash64 (default per experiment).")
    HashAlgorithm hash;

    @Option(names = "--partitioners", split = ",", paramLabel = "NAME",
            description = "Partitioners to compare, comma-separated (default per experiment).")
    List<PartitionerKind> partitioners;

    int keyCount(int fallback) {
        return keyCount == null ? fallback : keyCount;
    }

    HashAlgorithm hash(HashAlgorithm fallback) {
        return hash == null ? fallback : hash;
    }

    List<PartitionerKind> partitioners(List<PartitionerKind> fallback) {
        return partitioners == null ? fallback : partitioners;
    }
}
