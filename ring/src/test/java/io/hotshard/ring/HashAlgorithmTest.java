package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.commons.codec.digest.MurmurHash3;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class HashAlgorithmTest {

    @Test
    void hash_abc_isTheFirst8DigestBytesBigEndian() {
        // FIPS 180-2 and RFC 1321 test vectors for "abc".
        assertThat(HashAlgorithm.SHA256.hash("abc")).isEqualTo(0xba7816bf8f01cfeaL);
        assertThat(HashAlgorithm.MD5.hash("abc")).isEqualTo(0x900150983cd24fb0L);
    }

    @Test
    void hash_murmur3_isTheFirstLongOfHash128x64() {
        byte[] bytes = "cliente:7".getBytes(StandardCharsets.UTF_8);

        assertThat(HashAlgorithm.MURMUR3.hash(bytes)).isEqualTo(MurmurHash3.hash128x64(bytes)[0]);
    }

    @ParameterizedTest
    @EnumSource(HashAlgorithm.class)
    void hashString_asciiNonAsciiAndLongText_equalsHashOfUtf8Bytes(HashAlgorithm hash) {
        for (String text : List.of("", "cliente:0", "ação ☃ 𝄞", "x".repeat(5000), "é".repeat(2000))) {
            assertThat(hash.hash(text)).isEqualTo(hash.hash(text.getBytes(StandardCharsets.UTF_8)));
        }
    }

    @ParameterizedTest
    @EnumSource(HashAlgorithm.class)
    void hashRange_insideALargerArray_equalsHashOfTheCopiedRange(HashAlgorithm hash) {
        byte[] around = "prefix|cliente:0|ação ☃|suffix".getBytes(StandardCharsets.UTF_8);
        for (int off = 0; off < around.length; off += 5) {
            for (int len = 0; off + len <= around.length; len += 3) {
                assertThat(hash.hash(around, off, len)).as("%s [%d, +%d)", hash, off, len)
                        .isEqualTo(hash.hash(Arrays.copyOfRange(around, off, off + len)));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(HashAlgorithm.class)
    void hash_manyThreadsAtOnce_sameValuesAsOneThread(HashAlgorithm hash) throws Exception {
        long[] expected = new long[20_000];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = hash.hash("key:" + i);
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(pool.submit(() -> {
                    int mismatches = 0;
                    for (int i = 0; i < expected.length; i++) {
                        mismatches += hash.hash("key:" + i) == expected[i] ? 0 : 1;
                    }
                    return mismatches;
                }));
            }
            for (Future<Integer> result : results) {
                assertThat(result.get(30, TimeUnit.SECONDS)).isZero();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @ParameterizedTest
    @EnumSource(value = HashAlgorithm.class, names = {"MURMUR3", "XXHASH64"})
    void hashString_asciiKeys_allocatesNothing(HashAlgorithm hash) {
        String[] keys = new String[1_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = "user:" + i;
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (int round = 0; round < 3; round++) {
            for (String key : keys) {
                sum += hash.hash(key);
            }
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (String key : keys) {
            sum += hash.hash(key);
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;

        // A byte[] and a long[2] per key would be tens of kilobytes; allow a little for the bean itself.
        assertThat(allocated).as("bytes allocated hashing %d keys (sum %d)", keys.length, sum).isLessThan(1_024);
    }

    @Test
    void byName_xxhash64_isKnownAndListed() {
        assertThat(HashAlgorithm.byName("XXHash64")).isEqualTo(HashAlgorithm.XXHASH64);
        assertThat(HashAlgorithm.knownLabels()).isEqualTo("sha256, md5, murmur3, xxhash64");
    }

    @Test
    void label_everyAlgorithm_roundTripsThroughByName() {
        for (HashAlgorithm hash : HashAlgorithm.values()) {
            assertThat(HashAlgorithm.byName(hash.label())).isEqualTo(hash);
            assertThat(hash).hasToString(hash.label());
        }
    }
}
