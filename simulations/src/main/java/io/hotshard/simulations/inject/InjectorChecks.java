package io.hotshard.simulations.inject;

import io.hotshard.recording.RunResult;
import io.hotshard.report.injectors.InjectorCounts;
import io.hotshard.report.injectors.MergedInjectors;
import io.hotshard.report.render.Fmt;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What a run of several injectors prints at its end, and what fails it: a failed injector, or counts that differ. */
public final class InjectorChecks {

    private InjectorChecks() {
    }

    /** Prints the merged and per-injector figures; answers one line per failure. */
    public static List<String> lines(InjectorLeader leader, RunResult result, PrintStream out) {
        List<String> failed = new ArrayList<>(leader.failures());
        failed.forEach(line -> out.println("  check FAILED: " + line));
        MergedInjectors merged = leader.merged().orElse(null);
        if (merged == null) {
            failed.add("the injectors' files were not merged");
            return failed;
        }
        long router = result.clientSideOnly() ? -1 : result.reconciliation().clientRequests();
        out.printf(Locale.ROOT, "  injectors: %d, merged sent %d (ok %d, ko %d), router received %s; merged client "
                        + "p50 %s, p99 %s, max %s over %d requests%n", merged.injectors(), merged.sent(),
                merged.ok(), merged.ko(), router < 0 ? "not recorded (client-side run)" : Long.toString(router),
                Fmt.micros(merged.latency().getValueAtPercentile(50)),
                Fmt.micros(merged.latency().getValueAtPercentile(99)), Fmt.micros(merged.latency().getMaxValue()),
                merged.latency().getTotalCount());
        for (InjectorCounts c : merged.found()) {
            out.printf(Locale.ROOT, "    injector %d: sent %d, ok %d, ko %d, intended %.1f req/s, actual %.1f req/s,"
                            + " send-lag p99 %.1f ms%n", c.index(), c.sent(), c.ok(), c.ko(), c.intendedRatePerSecond(),
                    c.actualRatePerSecond(), c.sendLagP99Micros() / 1e3);
        }
        if (router >= 0 && merged.sent() != router) {
            failed.add("injectors sent " + merged.sent() + " requests but the router received " + router);
        }
        return failed;
    }
}
