package io.hotshard.simulations;

import io.hotshard.report.analysis.FidelityCheck;
import io.hotshard.report.analysis.ModelCheck;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Map;

/**
 * A single-key run at a moderate load for CI, on the path users run (Gatling and the embedded cluster in one JVM):
 * Poisson arrivals at two M/M/4 shards of 4 ms, ρ ≈ 0.5, so every shard's model is Erlang C itself. The run's model
 * check must have judged it and written its verdict into run.json, and every shard's mean wait must be within
 * ±{@value #MAX_DEVIATION_PERCENT}% of Erlang C, whatever the run says of itself: a harness that distorts the waits
 * fails the build. The steady part lasts 60 s: on the development machine a shard's mean wait then has a 95%
 * half-width of ±11–22% (batch means, as the model check reports them) and the harness adds about 10% of its own
 * (docs/measurements/2026-12-06-capacity-and-smoke-checks.md), which the bound leaves room for. A machine too slow for the load shows as arrivals the generator refuses at its connection cap; those are allowed
 * only in a run that says it is distorted, and no request may fail at the shards.
 */
public class FidelitySmokeSimulation extends HotshardSimulation {

    /** How far a shard's mean wait may be from Erlang C, in per cent. */
    static final int MAX_DEVIATION_PERCENT = 30;
    private static final double MAX_DEVIATION = MAX_DEVIATION_PERCENT / 100.0;
    private static final double MAX_REFUSED_SHARE = 0.01;

    /** Sets up the load and the checks. */
    public FidelitySmokeSimulation() {
        super(Map.of("hotshard.rate", "1000", "hotshard.ramp", "5s", "hotshard.duration", "60s",
                "hotshard.shards", "2", "hotshard.concurrency", "4", "hotshard.latency", "exponential:mean=4ms",
                "hotshard.dist", "uniform", "hotshard.items", "100000", "hotshard.arrivals", "poisson"));
        check("the model check judged the run", a -> a.modelCheck().status() != ModelCheck.Status.NOT_JUDGED,
                a -> a.modelCheck().line());
        check("run.json's harness section carries the same model check",
                a -> harness(a).getJsonObject("modelCheck", new JsonObject()).getString("status", "")
                        .equals(a.modelCheck().status().label())
                        && harness(a).getBoolean("distorted", false) == FidelityCheck.distorted(a.run(), a.modelCheck()),
                a -> harness(a).getJsonObject("modelCheck", new JsonObject()).getString("line"));
        check("every shard's mean wait within ±" + MAX_DEVIATION_PERCENT + "% of Erlang C",
                a -> !a.modelCheck().rows().isEmpty() && a.modelCheck().rows().stream()
                        .allMatch(r -> Math.abs(r.waitRatio() - 1) <= MAX_DEVIATION),
                a -> a.modelCheck().rows().stream().map(r -> String.format(Locale.ROOT, "%s=%.2f (±%.0f%%)", r.id(),
                        r.waitRatio(), 100 * r.waitPrecision())).toList()
                        + (FidelityCheck.distorted(a.run(), a.modelCheck()) ? ", distorted" : ", not distorted"));
        check("no request failed at the shards, and fewer than 1% were refused at the connection cap unless the "
                + "run says it is distorted", a -> generator(a).getLong("failed", -1L) == 0
                        && (refusedShare(a) < MAX_REFUSED_SHARE || FidelityCheck.distorted(a.run(), a.modelCheck())),
                a -> String.format(Locale.ROOT, "failed %d, refused %.2f%%%s", generator(a).getLong("failed", -1L),
                        100 * refusedShare(a), FidelityCheck.distorted(a.run(), a.modelCheck()) ? ", distorted"
                                : ", not distorted"));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol);
    }

    private static double refusedShare(RunAnalysis a) {
        long offered = generator(a).getLong("offered", 0L);
        return offered == 0 ? 1.0 : (double) generator(a).getLong("refused", 0L) / offered;
    }

    private static JsonObject generator(RunAnalysis a) {
        return manifest(a).getJsonObject("generator", new JsonObject());
    }

    private static JsonObject harness(RunAnalysis a) {
        return manifest(a).getJsonObject("harness", new JsonObject());
    }

    private static JsonObject manifest(RunAnalysis a) {
        try {
            return new JsonObject(Files.readString(a.run().dir().resolve(RunFiles.MANIFEST)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
