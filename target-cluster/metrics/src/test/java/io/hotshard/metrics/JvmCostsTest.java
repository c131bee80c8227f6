package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

final class JvmCostsTest {

    private static final long DEADLINE_NANOS = 20_000_000_000L;
    private static final long FORCED_MILLIS = 20;

    @Test
    void jitMillis_compilationForcedAfterTheStart_countsWhatTheCompilationBeanAddedSinceTheStart() {
        CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
        long before = bean.getTotalCompilationTime();
        try (JvmCosts costs = JvmCosts.start()) {
            long started = bean.getTotalCompilationTime();
            until(() -> bean.getTotalCompilationTime() - started >= FORCED_MILLIS, JvmCostsTest::hotCode);
            long atLeast = bean.getTotalCompilationTime() - started;
            long counted = costs.jitMillis();
            long atMost = bean.getTotalCompilationTime() - before;

            assertThat(before).as("a test JVM has compiled something already").isPositive();
            assertThat(atLeast).as("JIT time the work forced").isGreaterThanOrEqualTo(FORCED_MILLIS);
            assertThat(counted).isBetween(atLeast, atMost);
        }
    }

    @Test
    void gcPauseMillis_collectionsForcedAfterTheStart_equalsTheCollectorBeansPauseTimeWithinAMillisecondEach() {
        long timeBefore = pauseMillis();
        long countBefore = pauseCount();
        try (JvmCosts costs = JvmCosts.start()) {
            // Live objects make each full collection take milliseconds: a few reach the forced time.
            List<long[]> live = new ArrayList<>();
            for (int i = 0; i < 300_000; i++) {
                live.add(new long[4]);
            }
            until(() -> pauseMillis() - timeBefore >= FORCED_MILLIS, System::gc);
            long collections = pauseCount() - countBefore;
            long beans = pauseMillis() - timeBefore;
            // The notifications reach the listener on a thread of their own, shortly after each collection.
            until(() -> Math.abs(costs.gcPauseMillis() - beans) <= collections + 1, Thread::onSpinWait);

            assertThat(live).hasSize(300_000);
            assertThat(beans).as("pause time of the collector beans since the start, over %d collections",
                    collections).isGreaterThan(2 * (collections + 1));
            assertThat(costs.gcPauseMillis()).isCloseTo(beans, within(collections + 1));
        }
    }

    /** Runs {@code work} until {@code done} holds or 20 s have passed. */
    private static void until(BooleanSupplier done, Runnable work) {
        long deadline = System.nanoTime() + DEADLINE_NANOS;
        while (!done.getAsBoolean() && System.nanoTime() < deadline) {
            work.run();
        }
    }

    /** Code paths a metrics test JVM has not run hot yet: big-number arithmetic, regular expressions, sorted maps. */
    private static void hotCode() {
        BigInteger modulus = BigInteger.valueOf(1_000_000_007L);
        TreeMap<String, Integer> map = new TreeMap<>();
        Pattern digits = Pattern.compile("([0-9a-f]+)-(\\d+)");
        long total = 0;
        for (int i = 0; i < 2_000; i++) {
            total += BigInteger.valueOf(i).modPow(BigInteger.valueOf(i + 7L), modulus).bitCount();
            String key = Integer.toHexString(i * 31) + "-" + i;
            total += digits.matcher(key).matches() ? 1 : 0;
            map.merge(key, i, Integer::sum);
        }
        if (total + map.size() == 0) {
            throw new AssertionError("unreachable: keeps the work from being removed");
        }
    }

    /** Pause time of the collectors {@link GcPauses} counts (not the concurrent ones), by the beans' own figures. */
    private static long pauseMillis() {
        return pauseBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
    }

    private static long pauseCount() {
        return pauseBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    private static List<GarbageCollectorMXBean> pauseBeans() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().filter(b -> !b.getName().contains("Concurrent")
                && !b.getName().contains("concurrent") && !b.getName().contains("Cycles")).toList();
    }
}
