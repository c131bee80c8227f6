package io.hotshard.simulations.inject;

import io.hotshard.cluster.Seeds;
import io.hotshard.storeload.SimProperties;
import java.time.Duration;

/**
 * How one simulation's arrival rate is split over several injector JVMs ({@code hotshard.injectors}), and which of
 * them this JVM is. Without {@code hotshard.injectorIndex} this JVM is injector 0, the run's leader: it records the
 * run and, run locally, starts the other injectors itself. With it, this JVM is a standalone injector (another
 * process, machine, Swarm task or Kubernetes pod): it only drives its share against the target and writes its files.
 *
 * @param injectors  how many injectors share the run, 1 .. {@value #MAX_INJECTORS}
 * @param index      this JVM's index, 0 .. injectors - 1
 * @param standalone whether the index was given, so this JVM neither records nor starts other injectors
 */
public record InjectorPlan(int injectors, int index, boolean standalone) {

    /** The most injectors one run may have. */
    public static final int MAX_INJECTORS = 64;
    /** The property with the number of injectors. */
    public static final String INJECTORS = "hotshard.injectors";
    /** The property with this injector's index. */
    public static final String INDEX = "hotshard.injectorIndex";

    /** Checks the count and the index. */
    public InjectorPlan {
        if (injectors < 1 || injectors > MAX_INJECTORS) {
            throw new IllegalArgumentException(INJECTORS + " must be between 1 and " + MAX_INJECTORS + " but was "
                    + injectors);
        }
        if (index < 0 || index >= injectors) {
            throw new IllegalArgumentException(INDEX + " must be between 0 and " + (injectors - 1) + " (" + INJECTORS
                    + "=" + injectors + ") but was " + index);
        }
    }

    /** Reads {@code hotshard.injectors} (default 1) and {@code hotshard.injectorIndex}. */
    public static InjectorPlan from(SimProperties props) {
        int injectors = props.intValue(INJECTORS, 1, 1, MAX_INJECTORS);
        String index = props.raw(INDEX);
        if (index == null) {
            return new InjectorPlan(injectors, 0, false);
        }
        return new InjectorPlan(injectors, props.intValue(INDEX, 0, 0, injectors - 1), true);
    }

    /** Whether this JVM starts the other injectors (the leader of a run of several). */
    public boolean leadsOthers() {
        return !standalone && injectors > 1;
    }

    /** Whether this JVM's files go beside the run's as {@code injector-<i>.*}. */
    public boolean writesInjectorFiles() {
        return injectors > 1 || standalone;
    }

    /** This injector's share of {@code totalPerSecond}. */
    public long share(long totalPerSecond) {
        return share(totalPerSecond, injectors, index);
    }

    /**
     * Injector {@code index}'s share of {@code totalPerSecond}: the integer quotient, plus one for the first
     * {@code total mod injectors} injectors, so the shares add up to the total exactly and differ by at most one.
     */
    public static long share(long totalPerSecond, int injectors, int index) {
        if (totalPerSecond < injectors) {
            throw new IllegalArgumentException("hotshard.rate must be >= " + INJECTORS + " (" + injectors
                    + ") so that every injector sends, but was " + totalPerSecond);
        }
        return totalPerSecond / injectors + (index < totalPerSecond % injectors ? 1 : 0);
    }

    /**
     * The seed of this injector's key and operation stream: the run seed for injector 0 (so a run of one injector is
     * unchanged), and for the others the run seed and the index folded together ({@link Seeds#derive}).
     */
    public long keySeed(long runSeed) {
        return keySeed(runSeed, index);
    }

    /** {@link #keySeed(long)} of injector {@code index}. */
    public static long keySeed(long runSeed, int index) {
        return index == 0 ? runSeed : Seeds.derive(runSeed, "injector-" + index);
    }

    /**
     * The arrivals an open-model profile plans: a ramp from 1 request/s to {@code ratePerSecond} over {@code ramp},
     * then the rate held for {@code steady}.
     */
    public static double plannedArrivals(long ratePerSecond, Duration ramp, Duration steady) {
        double rampSeconds = ramp.toNanos() / 1e9;
        return (Math.min(1, ratePerSecond) + ratePerSecond) / 2.0 * rampSeconds + ratePerSecond * steady.toNanos() / 1e9;
    }
}
