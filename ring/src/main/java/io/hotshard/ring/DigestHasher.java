package io.hotshard.ring;

import java.nio.charset.StandardCharsets;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** First 8 bytes (big-endian) of a JDK message digest, with one digest and buffers per thread. */
final class DigestHasher {

    /** Longer keys are encoded with {@link String#getBytes} so the per-thread buffer stays small. */
    private static final int MAX_BUFFERED_CHARS = 1024;

    private final ThreadLocal<State> state;

    DigestHasher(String jdkAlgorithm) {
        requireAvailable(jdkAlgorithm);
        this.state = ThreadLocal.withInitial(() -> new State(newDigest(jdkAlgorithm)));
    }

    long hash(byte[] bytes) {
        return state.get().digest(bytes, 0, bytes.length);
    }

    long hash(byte[] bytes, int off, int len) {
        return state.get().digest(bytes, off, len);
    }

    long hash(String text) {
        State s = state.get();
        int length = text.length();
        if (length > MAX_BUFFERED_CHARS) {
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            return s.digest(bytes, 0, bytes.length);
        }
        byte[] in = s.input;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                // Non-ASCII text takes the JDK encoder, which handles surrogates exactly.
                byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
                return s.digest(bytes, 0, bytes.length);
            }
            in[i] = (byte) c;
        }
        return s.digest(in, 0, length);
    }

    private static void requireAvailable(String jdkAlgorithm) {
        newDigest(jdkAlgorithm);
    }

    private static MessageDigest newDigest(String jdkAlgorithm) {
        try {
            return MessageDigest.getInstance(jdkAlgorithm);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks message digest " + jdkAlgorithm, e);
        }
    }

    /** Big-endian long from the first 8 bytes. */
    static long first8BigEndian(byte[] b) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (b[i] & 0xFF);
        }
        return v;
    }

    private static final class State {
        private final MessageDigest digest;
        private final byte[] output;
        private final byte[] input = new byte[MAX_BUFFERED_CHARS];

        State(MessageDigest digest) {
            this.digest = digest;
            this.output = new byte[digest.getDigestLength()];
        }

        long digest(byte[] bytes, int off, int length) {
            digest.update(bytes, off, length);
            try {
                digest.digest(output, 0, output.length);
            } catch (DigestException e) {
                throw new IllegalStateException("digest output buffer too small", e);
            }
            return first8BigEndian(output);
        }
    }
}
