package io.hotshard.ring;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Registry of stable 64-bit key hashes, identical in every language: SHA-256 and MD5 take the first
 * 8 digest bytes as a big-endian number; Murmur3 takes the first long of MurmurHash3 x64 128-bit
 * (as commons-codec's {@code MurmurHash3.hash128x64}, seed 0); xxHash64 is XXH64 with seed 0. Values
 * are unsigned 64-bit numbers.
 */
public enum HashAlgorithm implements HashFunction {

    /** First 8 bytes of SHA-256, big-endian (the default). */
    SHA256("sha256") {
        private final DigestHasher hasher = new DigestHasher("SHA-256");

        @Override
        public long hash(byte[] bytes) {
            return hasher.hash(bytes);
        }

        @Override
        public long hash(byte[] bytes, int off, int len) {
            return hasher.hash(bytes, off, len);
        }

        @Override
        public long hash(String text) {
            return hasher.hash(text);
        }
    },

    /** First 8 bytes of MD5, big-endian. */
    MD5("md5") {
        private final DigestHasher hasher = new DigestHasher("MD5");

        @Override
        public long hash(byte[] bytes) {
            return hasher.hash(bytes);
        }

        @Override
        public long hash(byte[] bytes, int off, int len) {
            return hasher.hash(bytes, off, len);
        }

        @Override
        public long hash(String text) {
            return hasher.hash(text);
        }
    },

    /** First long (h1) of MurmurHash3 x64 128-bit with seed 0 (Appleby's reference, as in commons-codec). */
    MURMUR3("murmur3") {
        @Override
        public long hash(byte[] bytes) {
            return Murmur3.h1(bytes);
        }

        @Override
        public long hash(String text) {
            return Murmur3.h1(text);
        }
    },

    /** XXH64 with seed 0 (Collet's xxHash): the fastest here, not cryptographic. */
    XXHASH64("xxhash64") {
        @Override
        public long hash(byte[] bytes) {
            return Xxh64.hash(bytes);
        }

        @Override
        public long hash(String text) {
            return Xxh64.hash(text);
        }
    };

    private final String label;

    HashAlgorithm(String label) {
        this.label = label;
    }

    /** The name users type, e.g. {@code sha256}. */
    public String label() {
        return label;
    }

    /** The algorithm with this label (case-insensitive); fails listing the known labels. */
    public static HashAlgorithm byName(String name) {
        for (HashAlgorithm a : values()) {
            if (a.label.equals(name == null ? null : name.trim().toLowerCase(Locale.ROOT))) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown hash '" + name + "'; known: " + knownLabels());
    }

    /** The known labels, comma-separated, in declaration order. */
    public static String knownLabels() {
        return Arrays.stream(values()).map(HashAlgorithm::label).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return label;
    }
}
