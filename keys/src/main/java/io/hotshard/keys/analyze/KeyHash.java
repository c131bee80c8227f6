package io.hotshard.keys.analyze;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A fast 32-bit hash of a byte range for {@link KeyTable}: eight bytes per {@link #step}, the last zero to seven
 * bytes and the length in {@link #finish}, so a scanner reading eight bytes at a time can hash as it reads.
 */
final class KeyHash {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long M = 0x9E3779B97F4A7C15L;

    private KeyHash() {
    }

    static int hash(byte[] b, int off, int len) {
        long h = 0;
        int i = off;
        int end = off + len;
        for (; i + 8 <= end; i += 8) {
            h = step(h, (long) LONGS.get(b, i));
        }
        long tail = 0;
        for (int s = 0; i < end; i++, s += 8) {
            tail |= (b[i] & 0xffL) << s;
        }
        return finish(h, tail, len);
    }

    /** The state after eight more bytes, read as a little-endian long. */
    static long step(long h, long word) {
        return Long.rotateLeft(h ^ word * M, 29) * M;
    }

    /** The hash from the state, the last {@code len % 8} bytes as a little-endian long (higher bytes zero). */
    static int finish(long h, long tail, int len) {
        h = (h ^ tail * M ^ len) * M;
        // Stafford's mix 13, the finaliser of SplitMix64.
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        return (int) (h ^ (h >>> 31));
    }
}
