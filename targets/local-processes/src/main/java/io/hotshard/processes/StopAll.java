package io.hotshard.processes;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Stops a target's processes together, each even when another fails: SIGTERM to all at once, then SIGKILL to any
 * still there when the shared grace has passed.
 *
 * @param stopped  the processes that are gone
 * @param failures one line per process that could not be stopped, naming it
 */
public record StopAll<P extends LocalProcess>(List<P> stopped, List<String> failures) {

    /** Copies the lists. */
    public StopAll {
        stopped = List.copyOf(stopped);
        failures = List.copyOf(failures);
    }

    /** Stops {@code running} within {@code grace} in all; {@code name} names a process in a failure's line. */
    public static <P extends LocalProcess> StopAll<P> of(List<P> running, Duration grace, Function<P, String> name) {
        for (P process : running) {
            try {
                process.terminate();
            } catch (RuntimeException e) {
                // stop() below signals it again and names what fails
            }
        }
        long deadline = System.nanoTime() + grace.toNanos();
        List<P> stopped = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (P process : running) {
            try {
                if (process.stop(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())))) {
                    stopped.add(process);
                } else {
                    failures.add(name.apply(process) + " did not stop");
                }
            } catch (RuntimeException e) {
                failures.add(name.apply(process) + ": " + e.getMessage());
            }
        }
        return new StopAll<>(stopped, failures);
    }
}
