package io.hotshard.report.render;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.RunComparison;
import io.hotshard.report.run.TimeSeriesRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The time-series figures of a comparison: where the writes of time-ordered keys landed and what a read of a time
 * window cost under each layout. Only runs that wrote {@code timeseries.json} have them.
 */
final class TimeSeriesTable {

    static final String NOTE = "Time-series figures are the client's: the share of writes the router answered from "
            + "the hottest shard, and per answered window read the shard requests it sent (the router's shardsAsked) "
            + "and the events it found. Window-read p99 is the router's fan-out p99: every window read is one "
            + "/fanout request.";

    private TimeSeriesTable() {
    }

    /** Whether any run has time-series figures. */
    static boolean present(RunComparison c) {
        return c.runs().stream().anyMatch(r -> r.timeSeries().isPresent());
    }

    /** One row per figure, one column per run; "-" for runs without time-series figures. */
    static Table of(RunComparison c) {
        List<String> header = new ArrayList<>(List.of("figure"));
        c.runs().forEach(r -> header.add(r.name()));
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("layout", c, t -> t.layout()));
        rows.add(row("salts", c, t -> t.salts() == 0 ? "-" : String.valueOf(t.salts())));
        rows.add(row("writes", c, t -> String.valueOf(t.writes())));
        rows.add(row("write share of the hottest shard", c, t -> Fmt.percent(t.hottestWriteShare(), 2)));
        rows.add(row("writes max / mean", c, t -> Fmt.num(t.writeMaxOverMean(), 2)));
        rows.add(row("window reads", c, t -> String.valueOf(t.windowReads())));
        rows.add(row("shard requests per window read", c, t -> Fmt.num(t.legsPerRead(), 2)));
        rows.add(row("events per window read", c, t -> Fmt.num(t.eventsPerRead(), 1)));
        List<String> p99 = new ArrayList<>(List.of("window-read p99"));
        c.runs().forEach(r -> p99.add(r.timeSeries().isEmpty() || Double.isNaN(r.fanoutP99Micros()) ? "-"
                : Fmt.micros(r.fanoutP99Micros())));
        rows.add(p99);
        return new Table(header, rows);
    }

    /** Adds the run's time-series figures to its JSON object. */
    static void json(ObjectNode o, ComparedRun r) {
        Optional<TimeSeriesRun> series = r.timeSeries();
        if (series.isEmpty()) {
            return;
        }
        TimeSeriesRun t = series.get();
        ObjectNode n = o.putObject("timeSeries").put("layout", t.layout()).put("salts", t.salts())
                .put("writes", t.writes()).put("windowReads", t.windowReads());
        SummaryJson.num(n, "hottestWriteShare", t.hottestWriteShare());
        SummaryJson.num(n, "writeMaxOverMean", t.writeMaxOverMean());
        SummaryJson.num(n, "legsPerRead", t.legsPerRead());
        SummaryJson.num(n, "eventsPerRead", t.eventsPerRead());
        SummaryJson.num(n, "windowReadP99Micros", r.fanoutP99Micros());
    }

    private static List<String> row(String figure, RunComparison c, Function<TimeSeriesRun, String> cell) {
        List<String> row = new ArrayList<>(List.of(figure));
        c.runs().forEach(r -> row.add(r.timeSeries().map(cell).orElse("-")));
        return row;
    }
}
