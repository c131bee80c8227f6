package io.hotshard.report.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code run.json}'s {@code harness} section: what measuring cost (send lag, event-loop delay, GC, CPU) and
 * whether it distorted the run. Runs recorded before the section existed have none.
 *
 * @param line the one-line verdict written by the run, e.g. "this run's latencies include 4.2 ms added by ..."
 */
public record HarnessInfo(boolean distorted, double addedMillis, List<String> reasons, String line,
                          long sendLagP99Micros, long loopDelayP99Micros, long gcPauseTotalMillis,
                          double processCpuShare) {

    /** Copies the reasons. */
    public HarnessInfo {
        reasons = List.copyOf(reasons);
    }

    /** Reads the section from {@code dir/run.json}; empty when the file or the section is missing. */
    public static Optional<HarnessInfo> read(Path dir) {
        return ManifestSection.read(dir, "harness").filter(h -> h.has("distorted")).map(h -> {
            List<String> reasons = new ArrayList<>();
            h.path("reasons").forEach(r -> reasons.add(r.asText()));
            return new HarnessInfo(h.path("distorted").asBoolean(), h.path("addedMillis").asDouble(), reasons,
                    h.path("line").asText(""), h.path("sendLagP99Micros").asLong(),
                    h.path("loopDelayP99Micros").asLong(), h.path("gcPauseTotalMillis").asLong(),
                    h.path("processCpuShare").asDouble(Double.NaN));
        });
    }
}
