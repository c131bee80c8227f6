package io.hotshard.report.run;

/**
 * What one call of the load's commands cost a Redis node over a run, in microseconds: its main loop's CPU (the main
 * thread's {@code used_cpu_sys_main_thread} + {@code used_cpu_user_main_thread} over the calls: reading, parsing,
 * running and answering, plus the node's own upkeep) and the command's own time ({@code commandstats} usec over
 * calls), which leaves out all but running it.
 *
 * @param mainLoopMicros main-loop CPU per call; the figure a node's capacity is planned with
 * @param commandMicros  command time per call
 */
public record CallCost(double mainLoopMicros, double commandMicros) {

    /** Checks that the main loop's cost is a positive figure. */
    public CallCost {
        if (!(mainLoopMicros > 0) || Double.isInfinite(mainLoopMicros)) {
            throw new IllegalArgumentException("main-loop CPU per call must be > 0 but was " + mainLoopMicros);
        }
    }

    /**
     * The rate of the load's commands, all nodes together, at which a node that takes {@code share} of them spends
     * one CPU-second of its main loop every second: the rate at which it saturates.
     */
    public double saturationRate(double share) {
        return 1e6 / (share * mainLoopMicros);
    }
}
