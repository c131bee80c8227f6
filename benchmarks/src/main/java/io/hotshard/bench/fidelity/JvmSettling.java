package io.hotshard.bench.fidelity;

import io.hotshard.metrics.JvmCosts;
import io.hotshard.metrics.HarnessThresholds;

/**
 * Loads a point, unmeasured, until the JVM has settled: in chunks of {@value #CHUNK_SECONDS} s, for at least the
 * point's warm-up and then until a whole chunk passed with GC pauses within the harness's threshold (1% of the
 * time, {@link HarnessThresholds#gcShareOfRun()}) and the JIT compilers busy less than {@value #JIT_SHARE} of it, or
 * until {@code maxSeconds}. A fresh JVM needs it: at four shards and 4,500 req/s, G1's young pauses took 40–116 ms
 * every one to two seconds over the first 36 s (long-lived histograms and connections copied between survivor
 * spaces until promoted) and 9–15 ms every five seconds after two minutes.
 */
final class JvmSettling {

    /** How long one warm-up chunk loads. */
    static final double CHUNK_SECONDS = 5;
    /** The largest share of a chunk the JIT compilers may have used for the JVM to count as settled. */
    static final double JIT_SHARE = 0.05;

    /** What the warm-up took, and what its last chunk saw. */
    record Outcome(double seconds, boolean settled, double lastChunkSeconds, long lastGcMillis, long lastJitMillis) {
    }

    /** A load that runs for the seconds it is given and returns once its answers are in. */
    @FunctionalInterface
    interface Load {
        void run(double seconds) throws Exception;
    }

    /** The JVM's costs so far: GC pause and JIT compilation milliseconds, each counted from the meter's start. */
    interface Meter extends AutoCloseable {
        long gcMillis();

        long jitMillis();

        @Override
        void close();
    }

    private JvmSettling() {
    }

    /** {@link #run(Load, double, double, HarnessThresholds, Meter)} on this JVM's GC pauses and JIT time. */
    static Outcome run(Load load, double minSeconds, double maxSeconds, HarnessThresholds thresholds)
            throws Exception {
        try (Meter meter = jvmMeter()) {
            return run(load, minSeconds, maxSeconds, thresholds, meter);
        }
    }

    /**
     * Warms with {@code load}, which loads for the seconds it is given and blocks until its answers are in, for at
     * least {@code minSeconds} and, while {@code meter} shows an unsettled JVM, up to {@code maxSeconds}.
     */
    static Outcome run(Load load, double minSeconds, double maxSeconds, HarnessThresholds thresholds, Meter meter)
            throws Exception {
        double done = 0;
        double chunk = 0;
        boolean settled = false;
        long gcMillis = 0;
        long jitMillis = 0;
        while (done < minSeconds || (!settled && done < maxSeconds)) {
            double remaining = minSeconds - done;
            chunk = Math.min(CHUNK_SECONDS, remaining > 0 ? remaining : maxSeconds - done);
            long gcBefore = meter.gcMillis();
            long jitBefore = meter.jitMillis();
            load.run(chunk);
            gcMillis = meter.gcMillis() - gcBefore;
            jitMillis = meter.jitMillis() - jitBefore;
            done += chunk;
            settled = settled(chunk, gcMillis, jitMillis, thresholds);
        }
        return new Outcome(done, settled, chunk, gcMillis, jitMillis);
    }

    /** Whether a chunk of {@code seconds} with these GC pauses and JIT time shows a settled JVM. */
    static boolean settled(double seconds, long gcMillis, long jitMillis, HarnessThresholds thresholds) {
        return gcMillis <= thresholds.gcShareOfRun() * seconds * 1000 && jitMillis <= JIT_SHARE * seconds * 1000;
    }

    /** This JVM's GC pauses and JIT time ({@link JvmCosts}). */
    private static Meter jvmMeter() {
        JvmCosts costs = JvmCosts.start();
        return new Meter() {
            @Override
            public long gcMillis() {
                return costs.gcPauseMillis();
            }

            @Override
            public long jitMillis() {
                return costs.jitMillis();
            }

            @Override
            public void close() {
                costs.close();
            }
        };
    }
}
