package io.hotshard.cli.deploy;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Waits, bounded, until every injector service of a stack has run its one task to an end. */
final class InjectorTasks {

    /** Task states Swarm does not leave again. */
    private static final Set<String> FINAL = Set.of("Complete", "Failed", "Rejected", "Shutdown", "Orphaned");
    private static final long POLL_MILLIS = 1_000;

    private InjectorTasks() {
    }

    /**
     * Polls the injectors' task states until each ended or {@code deadline} passed; returns each service's last state
     * ({@code Complete} for a task that exited 0).
     */
    static Map<String, String> await(SwarmEngine engine, List<String> services, Duration deadline, PrintWriter out)
            throws InterruptedException {
        Map<String, String> states = new LinkedHashMap<>();
        long end = System.nanoTime() + deadline.toNanos();
        while (true) {
            boolean running = false;
            for (String service : services) {
                List<String> tasks = engine.taskStates(service);
                String state = tasks.isEmpty() ? "Pending" : tasks.get(0);
                if (!state.equals(states.put(service, state))) {
                    out.println("  " + service + ": " + state);
                    out.flush();
                }
                running |= !FINAL.contains(state.split(":", 2)[0]);
            }
            if (!running || System.nanoTime() >= end) {
                return states;
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    /** Whether every service's task completed (exit code 0). */
    static boolean allComplete(Map<String, String> states) {
        return states.values().stream().allMatch("Complete"::equals);
    }
}
