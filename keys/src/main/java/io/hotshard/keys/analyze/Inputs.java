package io.hotshard.keys.analyze;

import com.github.luben.zstd.ZstdInputStream;
import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.zip.GZIPInputStream;

/** Opens an input by name: {@code -} is standard input; {@code .gz} and {@code .zst} are decompressed on the fly. */
public final class Inputs {

    private static final int BUFFER = 1 << 16;

    private Inputs() {
    }

    /** Opens {@code name} ({@code -} is {@code stdin}), decompressing .gz and .zst. */
    public static InputStream open(String name, InputStream stdin) throws IOException {
        return open(name, stdin, new LongAdder());
    }

    /** As {@link #open(String, InputStream)}, adding the bytes read from the file (before decompression) to {@code read}. */
    static InputStream open(String name, InputStream stdin, LongAdder read) throws IOException {
        InputStream raw = counted("-".equals(name) ? stdin : Files.newInputStream(Path.of(name)), read);
        if (name.endsWith(".gz")) {
            return new GZIPInputStream(raw, BUFFER);
        }
        if (name.endsWith(".zst")) {
            return new BufferedInputStream(new ZstdInputStream(raw), BUFFER);
        }
        return raw;
    }

    private static InputStream counted(InputStream in, LongAdder read) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    read.increment();
                }
                return b;
            }

            @Override
            public int read(byte[] buf, int off, int len) throws IOException {
                int n = super.read(buf, off, len);
                if (n > 0) {
                    read.add(n);
                }
                return n;
            }
        };
    }

    /** The bytes the named regular files hold on disk (standard input and unreadable names count 0). */
    static long bytesOnDisk(List<String> names) {
        long total = 0;
        for (String name : names) {
            try {
                Path path = Path.of(name);
                total += !"-".equals(name) && Files.isRegularFile(path) ? Files.size(path) : 0;
            } catch (IOException | InvalidPathException e) {
                // Counted as empty here; reading it reports the problem.
            }
        }
        return total;
    }

    /** Whether {@code name} is an uncompressed regular file, which can be split and read by several threads. */
    static boolean splittable(String name) {
        return !"-".equals(name) && !name.endsWith(".gz") && !name.endsWith(".zst")
                && Files.isRegularFile(Path.of(name));
    }
}
