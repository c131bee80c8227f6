package io.hotshard.simulations;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples this JVM's heap after a full collection ({@code System.gc()}, then {@link MemoryMXBean}'s used heap) and
 * its open file descriptors, every {@code every} on a daemon thread, from {@code after} for {@code during}: a soak's
 * evidence that the generator and an embedded cluster in the same JVM neither leak memory nor descriptors. The
 * collection pauses the JVM, so sampling stops with the overload and the recovery is measured undisturbed.
 */
public final class SoakWatch implements AutoCloseable {

    /** One sample: seconds since the watch started, heap used after a collection, descriptors open by kind. */
    public record Sample(double atSeconds, long heapBytes, DescriptorCensus descriptors) {

        /** Descriptors open, -1 when unknown. */
        public int openFiles() {
            return descriptors.total();
        }
    }

    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final long startNanos = System.nanoTime();
    private final long untilNanos;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread watch = new Thread(runnable, "hotshard-soak-watch");
        watch.setDaemon(true);
        return watch;
    });

    private SoakWatch(Duration after, Duration every, Duration during) {
        untilNanos = startNanos + after.plus(during).toNanos();
        thread.scheduleAtFixedRate(this::sample, after.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Starts sampling {@code after} from now, every {@code every}, for {@code during} (the last sample at its end). */
    public static SoakWatch start(Duration after, Duration every, Duration during) {
        if (every.isNegative() || every.isZero()) {
            throw new IllegalArgumentException("every must be > 0 but was " + every);
        }
        if (during.compareTo(every) < 0) {
            throw new IllegalArgumentException("during must be at least every (" + every + ") but was " + during);
        }
        return new SoakWatch(after, every, during);
    }

    private void sample() {
        long now = System.nanoTime();
        if (now > untilNanos + TimeUnit.MILLISECONDS.toNanos(500)) {
            thread.shutdown();
            return;
        }
        System.gc();
        Sample sample = new Sample((now - startNanos) / 1e9, memory.getHeapMemoryUsage().getUsed(),
                DescriptorCensus.take());
        synchronized (samples) {
            samples.add(sample);
        }
    }

    /** The samples taken so far, in time order. */
    public List<Sample> samples() {
        synchronized (samples) {
            return List.copyOf(samples);
        }
    }

    /** Stops sampling. */
    @Override
    public void close() {
        thread.shutdownNow();
    }
}
