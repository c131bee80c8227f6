package io.hotshard.report.render;

import io.hotshard.report.analysis.Stall;
import io.hotshard.report.analysis.Stalls;
import io.hotshard.report.run.RunData;
import java.util.List;

/** One sentence per stall found in a run, for the top of the report. */
final class StallNotes {

    private StallNotes() {
    }

    static List<String> lines(RunData run) {
        return Stalls.detect(run).stream().map(StallNotes::line).toList();
    }

    private static String line(Stall s) {
        return "Stall between second " + Fmt.num(s.fromSecond(), 0) + " and " + Fmt.num(s.toSecond(), 0)
                + (s.shard().isEmpty() ? "" : " (" + s.shard() + " paused)") + ": the slowest request waited "
                + Fmt.micros(s.maxMicros()) + ", and " + s.heldRequests() + " requests took "
                + Fmt.micros(s.thresholdMicros()) + " or more (" + Stalls.RATIO + "× the run's median p50)."
                + " Every request sent during it is in the record, timed from its arrival at the router.";
    }
}
