package io.hotshard.report.render;

import io.hotshard.report.analysis.Outage;
import io.hotshard.report.analysis.Stall;
import io.hotshard.report.analysis.Stalls;
import io.hotshard.report.run.RunData;
import java.util.ArrayList;
import java.util.List;

/** One sentence per incident found in a run's data (a stall, the target dying), for the top of the report. */
final class IncidentNotes {

    private IncidentNotes() {
    }

    static List<String> lines(RunData run) {
        List<String> lines = new ArrayList<>();
        Stalls.detect(run).forEach(s -> lines.add(line(s)));
        Outage.describe(run).ifPresent(lines::add);
        return lines;
    }

    private static String line(Stall s) {
        return "Stall between second " + Fmt.num(s.fromSecond(), 0) + " and " + Fmt.num(s.toSecond(), 0)
                + (s.shard().isEmpty() ? "" : " (" + s.shard() + " paused)") + ": the slowest request waited "
                + Fmt.micros(s.maxMicros()) + ", and " + s.heldRequests() + " requests took "
                + Fmt.micros(s.thresholdMicros()) + " or more (" + Stalls.RATIO + "× the run's median p50)."
                + " Every request sent during it is in the record, timed from its arrival at the router.";
    }
}
