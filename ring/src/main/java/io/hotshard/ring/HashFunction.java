package io.hotshard.ring;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A stable 64-bit hash of UTF-8 text; values are compared as unsigned numbers everywhere. */
@FunctionalInterface
public interface HashFunction {

    /** Hashes the given bytes to 64 bits. */
    long hash(byte[] bytes);

    /** Hashes {@code bytes[off, off + len)}: the value {@link #hash(byte[])} gives a copy of that range. */
    default long hash(byte[] bytes, int off, int len) {
        return hash(Arrays.copyOfRange(bytes, off, off + len));
    }

    /** Hashes the UTF-8 bytes of {@code text}. */
    default long hash(String text) {
        return hash(text.getBytes(StandardCharsets.UTF_8));
    }
}
