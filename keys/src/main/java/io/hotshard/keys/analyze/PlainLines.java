package io.hotshard.keys.analyze;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Splits plain input into lines eight bytes at a time and hashes each line ({@link KeyHash}) in the same pass:
 * a newline is found in a word with the SWAR zero-byte test (Mycroft 1987, as in the One Billion Row Challenge's
 * fastest entries), and every word before it feeds the hash. Lines are handed on in batches. As in
 * {@link LineScanner}, a {@code \r} before the {@code \n} is dropped and the last line may lack its newline.
 */
final class PlainLines {

    /** Receives {@code n} lines as byte ranges of one buffer with their hashes, valid until the call returns. */
    interface BatchHandler {
        void lines(byte[] b, int[] offs, int[] lens, int[] hashes, int n);
    }

    /** Lines per batch. */
    static final int BATCH = 64;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    /** Room after the filled bytes so a word can always be read whole. */
    private static final int PAD = Long.BYTES;

    private final BatchHandler handler;
    private final int[] offs = new int[BATCH];
    private final int[] lens = new int[BATCH];
    private final int[] hashes = new int[BATCH];
    private int n;

    private PlainLines(BatchHandler handler) {
        this.handler = handler;
    }

    /** Every line of {@code source}, read {@code bufferBytes} at a time (more for a longer line). */
    static void scan(LineScanner.Source source, BatchHandler handler, int bufferBytes) throws IOException {
        new PlainLines(handler).run(source, bufferBytes);
    }

    private void run(LineScanner.Source source, int bufferBytes) throws IOException {
        byte[] buf = new byte[bufferBytes + PAD];
        int filled = 0;
        while (true) {
            int read = source.read(buf, filled, buf.length - PAD - filled);
            if (read < 0) {
                break;
            }
            filled += read;
            int consumed = lines(buf, filled);
            flush(buf);
            if (consumed == 0 && filled == buf.length - PAD) {
                buf = Arrays.copyOf(buf, 2 * (buf.length - PAD) + PAD);
            } else {
                System.arraycopy(buf, consumed, buf, 0, filled - consumed);
                filled -= consumed;
            }
        }
        if (filled > 0) {
            int len = buf[filled - 1] == '\r' ? filled - 1 : filled;
            add(0, len, KeyHash.hash(buf, 0, len));
        }
        flush(buf);
    }

    /** Hands on every complete line of {@code buf[0, filled)}; returns where the first incomplete one starts. */
    private int lines(byte[] buf, int filled) {
        int pos = 0;
        int start = 0;
        long h = 0;
        while (pos < filled) {
            long word = (long) LONGS.get(buf, pos);
            long x = word ^ NEWLINES;
            long found = (x - ONES) & ~x & HIGHS;
            if (found == 0) {
                h = KeyHash.step(h, word);
                pos += Long.BYTES;
                continue;
            }
            // The lowest flagged byte is a newline; bytes past the filled ones may hold stale data.
            int k = Long.numberOfTrailingZeros(found) >>> 3;
            int end = pos + k;
            if (end >= filled) {
                break;
            }
            int len = end - start;
            if (len > 0 && buf[end - 1] == '\r') {
                add(start, len - 1, KeyHash.hash(buf, start, len - 1));
            } else {
                add(start, len, KeyHash.finish(h, word & ((1L << (k << 3)) - 1), len));
            }
            if (n == BATCH) {
                flush(buf);
            }
            pos = end + 1;
            start = pos;
            h = 0;
        }
        return start;
    }

    private void add(int off, int len, int hash) {
        offs[n] = off;
        lens[n] = len;
        hashes[n] = hash;
        n++;
    }

    private void flush(byte[] buf) {
        if (n > 0) {
            handler.lines(buf, offs, lens, hashes, n);
            n = 0;
        }
    }
}
