package io.hotshard.ring;

import java.nio.charset.StandardCharsets;

/** A stable 64-bit hash of UTF-8 text; values are compared as unsigned numbers everywhere. */
@FunctionalInterface
public interface HashFunction {

    /** Hashes the given bytes to 64 bits. */
    long hash(byte[] bytes);

    /** Hashes the UTF-8 bytes of {@code text}. */
    default long hash(String text) {
        return hash(text.getBytes(StandardCharsets.UTF_8));
    }
}
