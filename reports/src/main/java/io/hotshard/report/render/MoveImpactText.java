package io.hotshard.report.render;

import io.hotshard.report.analysis.MoveImpact;
import java.util.Locale;

/** A {@link MoveImpact} in one line of human units, for the console and the reports. */
public final class MoveImpactText {

    private MoveImpactText() {
    }

    /** One line: {@code move at 15.0 s for 9.3 s; p99 before 2.10 ms, during 3.50 ms, after 2.00 ms; 4xx ...}. */
    public static String describe(MoveImpact impact) {
        return String.format(Locale.ROOT, "move at %.1f s for %.1f s; single-key p99 before %s, during %s, after %s;"
                        + " 4xx before %d, during %d, after %d", impact.startSeconds(), impact.durationSeconds(),
                p99(impact.before()), p99(impact.during()), p99(impact.after()), impact.before().responses4xx(),
                impact.during().responses4xx(), impact.after().responses4xx());
    }

    /** A window's p99 in human units; "-" for a window without requests. */
    static String p99(MoveImpact.Window window) {
        return Double.isNaN(window.p99Micros()) ? "-" : Fmt.micros(window.p99Micros());
    }
}
