package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

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
 * A short single-key run at a moderate load for CI, on the path users run (Gatling and the embedded cluster in one
 * JVM): Poisson arrivals at two M/M/4 shards of 4 ms, ρ ≈ 0.5, so every shard's model is Erlang C itself. The run's
 * model check must have judged it and written its verdict into run.json, and no shard may be more than 20% off
 * Erlang C unless the run says it is distorted: a run never misleads silently.
 */
public class FidelitySmokeSimulation extends HotshardSimulation {

    private static final double MAX_DEVIATION = 0.2;

    /** Sets up the load and the checks. */
    public FidelitySmokeSimulation() {
        super(Map.of("hotshard.rate", "1000", "hotshard.ramp", "5s", "hotshard.duration", "30s",
                "hotshard.shards", "2", "hotshard.concurrency", "4", "hotshard.latency", "exponential:mean=4ms",
                "hotshard.dist", "uniform", "hotshard.items", "100000", "hotshard.arrivals", "poisson"));
        check("the model check judged the run", a -> a.modelCheck().status() != ModelCheck.Status.NOT_JUDGED,
                a -> a.modelCheck().line());
        check("run.json's harness section carries the same model check",
                a -> harness(a).getJsonObject("modelCheck", new JsonObject()).getString("status", "")
                        .equals(a.modelCheck().status().label())
                        && harness(a).getBoolean("distorted", false) == FidelityCheck.distorted(a.run(), a.modelCheck()),
                a -> harness(a).getJsonObject("modelCheck", new JsonObject()).getString("line"));
        check("every shard's mean wait within ±20% of Erlang C, or the run says it is distorted",
                a -> FidelityCheck.distorted(a.run(), a.modelCheck()) || a.modelCheck().rows().stream()
                        .allMatch(r -> Math.abs(r.waitRatio() - 1) <= MAX_DEVIATION),
                a -> a.modelCheck().rows().stream().map(r -> String.format(Locale.ROOT, "%s=%.2f", r.id(),
                        r.waitRatio())).toList() + (FidelityCheck.distorted(a.run(), a.modelCheck())
                        ? ", distorted" : ", not distorted"));
        setUp(withChaos(keyValueScenario().injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(1.0));
    }

    private static JsonObject harness(RunAnalysis a) {
        try {
            return new JsonObject(Files.readString(a.run().dir().resolve(RunFiles.MANIFEST)))
                    .getJsonObject("harness", new JsonObject());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
