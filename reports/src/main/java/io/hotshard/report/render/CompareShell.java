package io.hotshard.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.StoreComparedRun;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * What every store's run comparison shares around its own figures: the table's header and latency row, the page and
 * the Markdown with each run's directory, and the JSON's frame with each run's name, directory and latency.
 */
final class CompareShell {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private CompareShell() {
    }

    /** The table's header: {@code figure}, then one column per run. */
    static List<String> header(List<? extends StoreComparedRun> runs) {
        List<String> header = new ArrayList<>(List.of("figure"));
        runs.forEach(r -> header.add(r.name()));
        return header;
    }

    /** One row of the table: the figure's name, then its cell for each run. */
    static <R> List<String> row(String figure, List<R> runs, Function<R, String> cell) {
        List<String> row = new ArrayList<>(List.of(figure));
        runs.forEach(r -> row.add(cell.apply(r)));
        return row;
    }

    /** The row of each run's client latency percentiles. */
    static List<String> latencyRow(List<? extends StoreComparedRun> runs) {
        return row("client latency p50 / p99 / p99.9", runs, r -> r.latency().present()
                ? Fmt.micros(r.latency().p50Micros()) + " / " + Fmt.micros(r.latency().p99Micros()) + " / "
                        + Fmt.micros(r.latency().p999Micros()) : "no client.hlog");
    }

    /** The comparison as a page: the table, the note, the run directories. */
    static String html(String title, Table table, String note, List<? extends StoreComparedRun> runs) {
        return HtmlPage.page(title, Html.h2("runs", "Runs") + table.html() + HtmlPage.note(note)
                + Html.p("Run directories: " + String.join(", ", runs.stream().map(StoreComparedRun::dir).toList())));
    }

    /** The comparison in Markdown: the title, the table, the note, each run's name and directory. */
    static String markdown(String title, Table table, String note, List<? extends StoreComparedRun> runs) {
        StringBuilder out = new StringBuilder("# " + title + "\n\n").append(table.markdown()).append('\n')
                .append(note).append("\n\n");
        runs.forEach(r -> out.append("- ").append(r.name()).append(": `").append(r.dir()).append("`\n"));
        return out.toString();
    }

    /**
     * The comparison as JSON: {@code kind}, then one object per run with its name and directory, the fields
     * {@code figures} puts, and its latency.
     */
    static <R extends StoreComparedRun> String json(String kind, List<R> runs, BiConsumer<R, ObjectNode> figures) {
        ObjectNode root = MAPPER.createObjectNode().put("kind", kind);
        ArrayNode list = root.putArray("runs");
        for (R r : runs) {
            ObjectNode o = list.addObject().put("name", r.name()).put("dir", r.dir());
            figures.accept(r, o);
            ObjectNode latency = o.putObject("latencyMicros").put("count", r.latency().count());
            SummaryJson.num(latency, "p50", r.latency().p50Micros());
            SummaryJson.num(latency, "p99", r.latency().p99Micros());
            SummaryJson.num(latency, "p999", r.latency().p999Micros());
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
