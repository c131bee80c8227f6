package io.hotshard.report.render;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.run.CallCost;
import io.hotshard.report.run.RedisFigures;
import io.hotshard.runformat.RedisFailover;
import io.hotshard.runformat.RedisReconciliation;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.runformat.RedisReshard.RedisReshardShare;
import io.hotshard.runformat.RedisShard;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.RunFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The "Redis Cluster" section of a Redis run's report: each shard's predicted and measured share with its master's
 * main-loop CPU and command-busy share, the hottest slot, the reconciliation of commands sent against the nodes'
 * commandstats calls, the failover, and the shares before and after a reshard, in HTML, Markdown and
 * {@code summary.json}.
 */
final class RedisSection {

    static final String TITLE = "Redis Cluster";
    static final String RESHARD_TITLE = "Redis Cluster: reshard";
    static final String CAPACITY_TITLE = "Redis Cluster: capacity";
    private static final String CAPACITY_NOTE = "A master's main loop serves one request at a time, so it saturates "
            + "when its share of the commands times what each costs the loop reaches one CPU-second per second. That "
            + "cost is the main thread's CPU (INFO cpu: used_cpu_sys_main_thread + used_cpu_user_main_thread) over "
            + "the load's calls, as measured at this run's rate: reading, parsing, running and answering. The command "
            + "time (commandstats) is shown beside it but leaves out all but running the command, so a rate planned "
            + "from it is many times too high for cheap commands. Measured below saturation the main loop's cost is "
            + "conservative: a saturated node reads and answers several requests per turn of its loop (with a 400 µs "
            + "script the rate that saturated a master was about 10% above the figure, and hotshard's tests check it "
            + "within 20%; for plain GETs the saturated rate can be twice the figure). Adding masters lowers the "
            + "hottest master's share toward the hot slot's own share, never below it: a slot is served by one "
            + "master. Past the second rate only what splits or absorbs the slot's requests helps (salting, replica "
            + "reads, a client-side cache). Rates count commands (a salted write is one per copy) and assume each "
            + "costs what it cost in this run.";
    private static final String CHART_NOTE = "From " + RunFiles.REDIS_NODES + ", one sample a second per node: the "
            + "share of the second the node spent in the load's commands by its own clock (near 100%: saturated) and "
            + "Redis' instantaneous_ops_per_sec. A node is named by its port and its last role; seconds it did not "
            + "answer are gaps.";
    private static final String NOTE = "A shard is a master and its replicas, named by the master's port when the run "
            + "began. Predicted: a sample of the load's keys placed by CRC16 on the slot map; placed: the commands the "
            + "client sent, by slot; measured: Σ commandstats calls of the shard's nodes (" + RunFiles.REDIS_SHARES
            + "), of which its replicas served the calls on replicas. Main-loop CPU and command-busy share are the "
            + "master's, mean and peak over one-second INFO samples ("
            + RunFiles.REDIS_NODES + "). Client p99 and failed or timed out: the commands the client sent to the "
            + "shard's slots (by the slot map when each was sent), latency from the moment its request was due.";

    private RedisSection() {
    }

    /** Each shard's row; the hottest by measured share is marked. */
    static Table shards(RedisFigures r) {
        int hottest = r.hottest().map(RedisShard::port).orElse(-1);
        List<List<String>> rows = new ArrayList<>();
        for (RedisShard s : r.shards()) {
            rows.add(List.of(s.port() + (s.port() == hottest ? " (hottest)" : ""), Fmt.percent(s.predicted(), 1),
                    Fmt.percent(s.placed(), 1), Fmt.percent(s.measured(), 1), Long.toString(s.calls()),
                    Fmt.percent(s.meanUtilisation(), 0) + " / " + Fmt.percent(s.peakUtilisation(), 0),
                    Fmt.percent(s.meanCommandBusy(), 0) + " / " + Fmt.percent(s.peakCommandBusy(), 0),
                    Long.toString(s.replicaCalls()), Fmt.percent(s.replicaMeanCommandBusy(), 0) + " / "
                            + Fmt.percent(s.replicaPeakCommandBusy(), 0),
                    s.clientP99Micros() < 0 ? "none sent" : Fmt.micros(s.clientP99Micros()),
                    Long.toString(s.clientFailed())));
        }
        return new Table(List.of("shard (master port)", "predicted share", "placed share", "measured share", "calls",
                "main-loop CPU mean / peak", "command-busy mean / peak", "calls on replicas",
                "busiest replica command-busy mean / peak", "client p99", "failed or timed out"), rows);
    }

    /** The command, the hottest slot, the reconciliation and the failover as rows of (figure, value). */
    static Table figures(RedisFigures r) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("command", r.command().isEmpty() ? "not recorded" : r.command()));
        rows.add(List.of("hottest slot (most predicted requests)", Integer.toString(r.hottestSlot())
                + (Double.isNaN(r.hottestSlotShare()) ? "" : ", " + Fmt.percent(r.hottestSlotShare(), 1))));
        rows.add(List.of("hottest key (most frequent in the predicted sample)", r.hottestKey().isEmpty()
                ? "not recorded" : r.hottestKey() + ", " + Fmt.percent(r.hottestKeyShare(), 1)));
        rows.add(List.of("reconciliation (sent vs Σ commandstats calls)", reconciliation(r.reconciliation())));
        rows.add(List.of("failover", failover(r.failover())));
        rows.add(List.of("client-side cache of the hot slot", r.cacheHits() + r.cacheMisses() == 0 ? "none"
                : String.format(Locale.ROOT, "%d hits, %d misses (hit ratio %.3f); a hit sends nothing", r.cacheHits(),
                        r.cacheMisses(), (double) r.cacheHits() / (r.cacheHits() + r.cacheMisses()))));
        rows.add(List.of("writes (SET of every stored copy)", r.writes() == 0 ? "none: every request read"
                : String.format(Locale.ROOT, "%d requests as %d SET commands (%.2f per write)", r.writes(),
                        r.writeCommands(), (double) r.writeCommands() / r.writes())));
        return new Table(List.of("figure", "value"), rows);
    }

    /** Each shard's share before the master was added and after the slots moved, predicted and measured. */
    static Table reshard(RedisReshard r) {
        List<List<String>> rows = new ArrayList<>();
        for (RedisReshardShare s : r.shares()) {
            rows.add(List.of(s.port() + (s.port() == r.addedPort() ? " (added)" : ""),
                    Fmt.percent(s.predictedBefore(), 1), Fmt.percent(s.measuredBefore(), 1),
                    Fmt.percent(s.predictedAfter(), 1), Fmt.percent(s.measuredAfter(), 1)));
        }
        return new Table(List.of("shard (master port)", "predicted before", "measured before", "predicted after",
                "measured after"), rows);
    }

    /**
     * The capacity plan: what one call costs the hottest master's main loop (and, beside it, the command time), the
     * command rate at which that master saturates with its measured share, and the rate at which the hot slot alone
     * saturates a master however many masters there are.
     */
    static Table capacity(RedisFigures r) {
        List<List<String>> rows = new ArrayList<>();
        RedisShard hot = r.hottest().orElse(null);
        CallCost cost = hot == null ? null : r.nodes().costPerCall().get(hot.port());
        if (cost == null) {
            rows.add(List.of("main-loop CPU per call on the hottest master", "not measured (no node samples)"));
            return new Table(List.of("figure", "value"), rows);
        }
        rows.add(List.of("main-loop CPU per call on the hottest master (" + hot.port() + ", INFO cpu over its calls)",
                Fmt.micros(cost.mainLoopMicros())));
        rows.add(List.of("command time per call on the same master (commandstats; not the basis of the rates)",
                Fmt.micros(cost.commandMicros())));
        rows.add(List.of("commands/s at which the hottest master saturates (its measured share "
                + Fmt.percent(hot.measured(), 1) + ")", Fmt.num(cost.saturationRate(hot.measured()), 0)));
        rows.add(List.of("commands/s at which the hot slot alone saturates one master, however many masters"
                + (Double.isNaN(r.hottestSlotShare()) ? "" : " (its predicted share "
                        + Fmt.percent(r.hottestSlotShare(), 1) + ")"), Double.isNaN(r.hottestSlotShare())
                ? "not recorded" : Fmt.num(cost.saturationRate(r.hottestSlotShare()), 0)));
        return new Table(List.of("figure", "value"), rows);
    }

    static String reshardLine(RedisReshard r) {
        return String.format(Locale.ROOT, "Master %d added %.1f s into the run (%d ms to start and join it); %s: %d "
                        + "slot(s) with %d keys moved to it in %d ms; the hot slot %d went from %d to %d; %d requests "
                        + "failed or timed out meanwhile. Before: from the first sample to the addition; after: from "
                        + "the end of the move to the last sample.", r.addedPort(), r.startedAfterMillis() / 1000.0,
                r.addMillis(), r.move().equals(RedisReshard.HOT) ? "the hot slot alone (a node of its own)"
                        : "an even part of every master's slots", r.slotsMoved(), r.keysMoved(), r.moveMillis(),
                r.hotSlot(), r.hotSlotFrom(), r.hotSlotTo(), r.failedDuringMove());
    }

    static String reconciliation(RedisReconciliation c) {
        String counts = "sent " + c.sent() + ", served " + c.served();
        if (c.exact()) {
            return counts + ": exact";
        }
        return counts + ": differ by " + Math.abs(c.sent() - c.served()) + ", " + (c.withinTolerance() ? "within"
                : "beyond") + " " + c.failedOrTimedOut() + " failed or timed out + " + c.inFlightAtEnd()
                + " in flight at the end + " + c.killWindow() + " in flight as the node died";
    }

    static String failover(RedisFailover f) {
        if (!f.armed()) {
            return "no master was killed or paused";
        }
        if (!f.failed()) {
            return "no request on the stopped master's slots failed";
        }
        return String.format(Locale.ROOT, "first failure %d ms after the signal; %s; %d requests failed on its slots",
                f.firstFailureAfterMillis(), f.recovered() ? "served again " + f.outageMillis() + " ms later ("
                        + f.recoveredAfterMillis() + " ms after the signal)" : "not served again before the end",
                f.failedRequests());
    }

    static String html(RedisFigures r, List<RunEvent> events) {
        return Html.h2("redis", TITLE) + shards(r).html() + HtmlPage.note(NOTE) + charts(r, events) + figures(r).html()
                + Html.h2("redis-capacity", CAPACITY_TITLE) + capacity(r).html() + HtmlPage.note(CAPACITY_NOTE)
                + r.reshard().map(m -> Html.h2("redis-reshard", RESHARD_TITLE) + reshard(m).html()
                        + HtmlPage.note(reshardLine(m)))
                        .orElse("");
    }

    /** Each node's time in commands and operations per second over the run, chaos and reshard events marked. */
    private static String charts(RedisFigures r, List<RunEvent> events) {
        if (r.nodes().commandBusy().isEmpty()) {
            return "";
        }
        SvgLineChart busy = new SvgLineChart("Time in the load's commands per node", "time since start (s)",
                "share of each second").yTicks(v -> Fmt.percent(v, 0)).yAtLeast(1.0);
        r.nodes().commandBusy().forEach(s -> busy.add(s, SvgLineChart.Style.LINE));
        SvgLineChart ops = new SvgLineChart("Operations per second per node", "time since start (s)",
                "instantaneous_ops_per_sec").yTicks(Fmt::compact);
        r.nodes().opsPerSecond().forEach(s -> ops.add(s, SvgLineChart.Style.LINE));
        for (RunEvent e : events) {
            busy.marker(e.atSeconds(), e.label());
            ops.marker(e.atSeconds(), e.label());
        }
        return HtmlPage.figure(busy.render()) + HtmlPage.figure(ops.render()) + HtmlPage.note(CHART_NOTE);
    }

    static String markdown(RedisFigures r) {
        return "## " + TITLE + "\n\n" + shards(r).markdown() + '\n' + NOTE + "\n\n" + figures(r).markdown()
                + "\n## " + CAPACITY_TITLE + "\n\n" + capacity(r).markdown() + '\n' + CAPACITY_NOTE + "\n"
                + r.reshard().map(m -> "\n## " + RESHARD_TITLE + "\n\n" + reshard(m).markdown() + '\n'
                        + reshardLine(m) + "\n").orElse("");
    }

    /** Adds the {@code redis} object to {@code summary.json}'s root. */
    static void json(ObjectNode root, RedisFigures r) {
        ObjectNode redis = root.putObject("redis").put("command", r.command()).put("hottestSlot", r.hottestSlot())
                .put("writes", r.writes()).put("writeCommands", r.writeCommands()).put("cacheHits", r.cacheHits())
                .put("cacheMisses", r.cacheMisses());
        r.hottest().ifPresent(h -> redis.put("hottestShard", h.port()));
        ArrayNode shards = redis.putArray("shards");
        for (RedisShard s : r.shards()) {
            ObjectNode o = shards.addObject().put("port", s.port()).put("calls", s.calls())
                    .put("replicaCalls", s.replicaCalls());
            SummaryJson.num(o, "replicaMeanCommandBusy", s.replicaMeanCommandBusy());
            SummaryJson.num(o, "replicaPeakCommandBusy", s.replicaPeakCommandBusy());
            o.put("clientP99Micros", s.clientP99Micros()).put("clientFailed", s.clientFailed());
            SummaryJson.num(o, "predictedShare", s.predicted());
            SummaryJson.num(o, "placedShare", s.placed());
            SummaryJson.num(o, "measuredShare", s.measured());
            SummaryJson.num(o, "meanMainLoopUtilisation", s.meanUtilisation());
            SummaryJson.num(o, "peakMainLoopUtilisation", s.peakUtilisation());
            SummaryJson.num(o, "meanCommandBusy", s.meanCommandBusy());
            SummaryJson.num(o, "peakCommandBusy", s.peakCommandBusy());
        }
        RedisReconciliation c = r.reconciliation();
        redis.putObject("reconciliation").put("sent", c.sent()).put("served", c.served())
                .put("failedOrTimedOut", c.failedOrTimedOut()).put("inFlightAtEnd", c.inFlightAtEnd())
                .put("killWindow", c.killWindow()).put("exact", c.exact()).put("withinTolerance", c.withinTolerance());
        r.reshard().ifPresent(m -> redis.set("reshard", new ObjectMapper().valueToTree(m)));
        SummaryJson.num(redis, "hottestSlotShare", r.hottestSlotShare());
        redis.put("hottestKey", r.hottestKey());
        SummaryJson.num(redis, "hottestKeyShare", r.hottestKeyShare());
        r.hottest().ifPresent(h -> {
            CallCost cost = r.nodes().costPerCall().get(h.port());
            if (cost != null) {
                ObjectNode capacity = redis.putObject("capacity");
                SummaryJson.num(capacity, "hottestMasterMainLoopMicrosPerCall", cost.mainLoopMicros());
                SummaryJson.num(capacity, "hottestMasterCommandMicrosPerCall", cost.commandMicros());
                SummaryJson.num(capacity, "hottestMasterSaturatesAtCommandsPerSecond",
                        cost.saturationRate(h.measured()));
                SummaryJson.num(capacity, "hotSlotSaturatesAMasterAtCommandsPerSecond",
                        cost.saturationRate(r.hottestSlotShare()));
            }
        });
        RedisFailover f = r.failover();
        redis.putObject("failover").put("armed", f.armed()).put("failed", f.failed()).put("recovered", f.recovered())
                .put("outageMillis", f.outageMillis()).put("firstFailureAfterMillis", f.firstFailureAfterMillis())
                .put("recoveredAfterMillis", f.recoveredAfterMillis()).put("failedRequests", f.failedRequests());
    }
}
