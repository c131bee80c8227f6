package io.hotshard.report.injectors;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.runformat.RunFiles;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The injectors of one run combined: every injector's counts, the sums, and the client latency histogram that is
 * the sum of every injector's histograms (HdrHistogram addition, so its percentiles are those of the union of all
 * recorded values, never an average of percentiles).
 *
 * @param injectors the expected number of injectors (from their files)
 * @param found     the injectors whose files were read, by index
 * @param missing   indexes below {@code injectors} without a counts file
 * @param latency   the merged client latency, microseconds
 */
public record MergedInjectors(int injectors, List<InjectorCounts> found, List<Integer> missing, Histogram latency) {

    /** The run-directory file with the merged figures. */
    public static final String FILE = RunFiles.INJECTORS;
    /** The merged client latency log. */
    public static final String HLOG = RunFiles.CLIENT_LOG;

    /** Copies the lists. */
    public MergedInjectors {
        found = List.copyOf(found);
        missing = List.copyOf(missing);
    }

    /** Requests sent by all injectors. */
    public long sent() {
        return found.stream().mapToLong(InjectorCounts::sent).sum();
    }

    /** Sent requests answered as expected, over all injectors. */
    public long ok() {
        return found.stream().mapToLong(InjectorCounts::ok).sum();
    }

    /** Sent requests that failed, over all injectors. */
    public long ko() {
        return found.stream().mapToLong(InjectorCounts::ko).sum();
    }

    /** Arrivals refused at a connection cap, over all injectors. */
    public long refused() {
        return found.stream().mapToLong(InjectorCounts::refused).sum();
    }

    /** Arrivals of every injector's open model. */
    public long offered() {
        return found.stream().mapToLong(InjectorCounts::offered).sum();
    }

    /** The merged figures as {@code injectors.json} and {@code run.json}'s {@code injectors} section hold them. */
    public ObjectNode toJson() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("injectors", injectors).put("offered", offered()).put("sent", sent()).put("ok", ok()).put("ko", ko())
                .put("refused", refused()).put("latencyLog", HLOG);
        o.putObject("latencyMicros").put("count", latency.getTotalCount())
                .put("p50", latency.getValueAtPercentile(50)).put("p99", latency.getValueAtPercentile(99))
                .put("p999", latency.getValueAtPercentile(99.9)).put("max", latency.getMaxValue());
        missing.forEach(o.putArray("missing")::add);
        var per = o.putArray("perInjector");
        found.forEach(c -> c.writeTo(per.addObject()));
        return o;
    }
}
