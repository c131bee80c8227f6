package io.hotshard.simulations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Samples how many file descriptors this JVM holds open (entries of {@code /proc/self/fd}) on a daemon thread,
 * keeping the first and the highest count: client and server sockets of an embedded run share one limit
 * ({@code ulimit -n}), and running out of it is how an unbounded load generator dies. Linux only; elsewhere every
 * count is -1.
 */
public final class DescriptorWatch implements AutoCloseable {

    private static final Path FDS = Path.of("/proc/self/fd");

    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread watch = new Thread(runnable, "hotshard-descriptor-watch");
        watch.setDaemon(true);
        return watch;
    });
    private final int first;
    private final AtomicInteger max = new AtomicInteger(-1);

    private DescriptorWatch(Duration every) {
        first = count();
        max.set(first);
        thread.scheduleAtFixedRate(() -> max.accumulateAndGet(count(), Math::max), every.toMillis(),
                every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Starts sampling every {@code every}. */
    public static DescriptorWatch start(Duration every) {
        return new DescriptorWatch(every);
    }

    /** Open descriptors now, or -1 when they cannot be counted. */
    public static int count() {
        if (!Files.isDirectory(FDS)) {
            return -1;
        }
        try (Stream<Path> entries = Files.list(FDS)) {
            return (int) entries.count();
        } catch (IOException | RuntimeException e) {
            // At the limit even listing the directory needs a descriptor; the last good sample stands.
            return -1;
        }
    }

    /** The count when the watch started. */
    public int first() {
        return first;
    }

    /** The highest count sampled so far. */
    public int max() {
        return max.get();
    }

    /** Stops sampling after one last sample. */
    @Override
    public void close() {
        thread.shutdownNow();
        max.accumulateAndGet(count(), Math::max);
    }
}
