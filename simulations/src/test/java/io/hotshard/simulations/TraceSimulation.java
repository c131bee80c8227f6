package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.hotshard.keys.analyze.AnalyzeSettings;
import io.hotshard.keys.analyze.Analyzer;
import io.hotshard.keys.analyze.CandidateReport;
import io.hotshard.keys.analyze.PartitionRow;
import io.hotshard.keys.analyze.Scan;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.runformat.AtomicFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Replays a real key stream ({@code -Dhotshard.trace=FILE}, {@code .trace.field}, {@code .trace.delimiter},
 * {@code .trace.opField}, {@code .trace.loop}) in file order at the open-model rate, and puts the measured hottest
 * shard's share beside what {@code hotshard keys analyze} predicts for the same file, partitioner and shard count.
 */
public class TraceSimulation extends HotshardSimulation {

    /** How far the measured hottest share may stray from the predicted one. */
    static final double TOLERANCE = 0.05;

    private volatile double predicted = Double.NaN;

    /** Sets up the load and the check. */
    public TraceSimulation() {
        super(Map.of("hotshard.rate", "500", "hotshard.duration", "20s"));
        if (trace == null) {
            throw new IllegalArgumentException("TraceSimulation needs -Dhotshard.trace=FILE (and .trace.field for a "
                    + "delimited or JSON trace)");
        }
        check(String.format(Locale.ROOT, "the hottest shard's share is within %.2f of keys analyze's prediction",
                TOLERANCE), a -> Math.abs(a.load().hottest().share() - predicted()) <= TOLERANCE,
                a -> String.format(Locale.ROOT, "%.3f against %.3f predicted", a.load().hottest().share(),
                        predicted()));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(1.0));
    }

    @Override
    protected void describe(RunAnalysis analysis, PrintStream out) {
        double measured = analysis.load().hottest().share();
        out.printf(Locale.ROOT, "  trace %s, field %s: hottest shard %s at %.1f%% measured, %.1f%% predicted by "
                        + "keys analyze (%s, %d shards)%n", trace.file(), trace.fieldName(),
                analysis.load().hottest().id(), measured * 100, predicted() * 100, settings.cluster().partitioner(),
                settings.cluster().shards());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("trace", trace.file().toString());
        json.put("field", trace.fieldName());
        json.put("partitioner", settings.cluster().partitioner());
        json.put("shards", settings.cluster().shards());
        json.put("measuredHottestShare", measured);
        json.put("measuredHottestShard", analysis.load().hottest().id());
        json.put("predictedHottestShare", predicted());
        write(run().directory().resolve("trace.json"), json);
    }

    /** The hottest shard's share that {@code keys analyze} predicts for the trace on this run's cluster. */
    private double predicted() {
        if (Double.isNaN(predicted)) {
            int shards = settings.cluster().shards();
            AnalyzeSettings analyze = new AnalyzeSettings(
                    List.of(settings.cluster().partitioner()), List.of(shards), 1, 8, 2);
            try {
                Scan.Result scan = new Scan(trace.format().layout(), true, List.of(trace.format().field()),
                        1_000_000, 2).run(List.of(trace.file().toString()), InputStream.nullInputStream());
                CandidateReport report = new Analyzer(analyze).analyze(trace.fieldName(), scan.stats().get(0));
                PartitionRow row = report.partitions().get(0);
                predicted = row.hottestShare();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot analyze trace " + trace.file(), e);
            }
        }
        return predicted;
    }

    private static void write(Path file, Map<String, Object> json) {
        try {
            AtomicFiles.write(file,
                    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(json) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
