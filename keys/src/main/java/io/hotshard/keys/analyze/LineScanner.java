package io.hotshard.keys.analyze;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.concurrent.atomic.LongAdder;
import java.util.Arrays;

/** Splits bytes into lines without decoding them: {@code \n} ends a line, a {@code \r} before it is dropped. */
final class LineScanner {

    /** Receives each line as a byte range of a buffer that is reused afterwards. */
    @FunctionalInterface
    interface LineHandler {
        void line(byte[] b, int off, int len);

        /** Called before the buffer's bytes move: ranges given so far become invalid. */
        default void flush() {
        }
    }

    private static final int BUFFER = 1 << 20;

    private LineScanner() {
    }

    /** Every line of {@code in}, the last one even without a final newline. */
    static void scan(InputStream in, LineHandler handler) throws IOException {
        scan(in::read, handler);
    }

    /** The bytes of {@code [start, end)} of the file, {@code start} being a line start. */
    static Source source(FileChannel channel, long start, long end, LongAdder read) {
        long[] position = {start};
        return (buf, offset, length) -> {
            if (position[0] >= end) {
                return -1;
            }
            int n = channel.read(ByteBuffer.wrap(buf, offset, (int) Math.min(length, end - position[0])), position[0]);
            if (n > 0) {
                position[0] += n;
                read.add(n);
            }
            return n;
        };
    }

    /** Where the bytes come from: as {@link InputStream#read(byte[], int, int)}, -1 at the end. */
    interface Source {
        int read(byte[] buf, int offset, int length) throws IOException;
    }

    private static void scan(Source source, LineHandler handler) throws IOException {
        byte[] buf = new byte[BUFFER];
        int filled = 0;
        while (true) {
            int n = source.read(buf, filled, buf.length - filled);
            if (n < 0) {
                break;
            }
            filled += n;
            int consumed = lines(buf, filled, handler);
            handler.flush();
            if (consumed == 0 && filled == buf.length) {
                buf = Arrays.copyOf(buf, buf.length * 2);
            } else {
                System.arraycopy(buf, consumed, buf, 0, filled - consumed);
                filled -= consumed;
            }
        }
        if (filled > 0) {
            emit(buf, 0, filled, handler);
        }
        handler.flush();
    }

    /** The first line start at or after {@code position} (the file's size if none). */
    static long nextLineStart(FileChannel channel, long position) throws IOException {
        if (position == 0) {
            return 0;
        }
        long size = channel.size();
        ByteBuffer one = ByteBuffer.allocate(1 << 12);
        long p = position - 1;
        while (p < size) {
            one.clear();
            int n = channel.read(one, p);
            if (n <= 0) {
                break;
            }
            for (int i = 0; i < n; i++) {
                if (one.get(i) == '\n') {
                    return p + i + 1;
                }
            }
            p += n;
        }
        return size;
    }

    private static int lines(byte[] buf, int filled, LineHandler handler) {
        int start = 0;
        for (int i = 0; i < filled; i++) {
            if (buf[i] == '\n') {
                emit(buf, start, i - start, handler);
                start = i + 1;
            }
        }
        return start;
    }

    private static void emit(byte[] buf, int off, int len, LineHandler handler) {
        int n = len > 0 && buf[off + len - 1] == '\r' ? len - 1 : len;
        handler.line(buf, off, n);
    }
}
