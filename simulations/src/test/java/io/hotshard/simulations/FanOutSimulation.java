package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;

import java.util.Locale;
import java.util.Map;

/**
 * Scatter/gather queries over every shard (seeds 001 and 003): a query is as slow as its slowest shard. With
 * lognormal shard latency the measured fan-out percentiles must match the prediction from the per-shard
 * distributions, P(max <= t) = prod F_i(t). Run it with {@code -Dhotshard.shards=4}, 10 (default) and 20.
 */
public class FanOutSimulation extends HotshardSimulation {

    /** Sets up the load and the assertions. */
    public FanOutSimulation() {
        super(Map.of("hotshard.rate", "100", "hotshard.duration", "30s", "hotshard.shards", "10",
                "hotshard.latency", "lognormal:p50=2ms,p99=20ms", "hotshard.dist", "uniform"));
        check("measured fan-out p99 within a factor of 1.5 of the prediction from the shards' distributions",
                a -> a.fanOut().map(f -> ratioAt(f, 99.0)).filter(r -> r > 1 / 1.5 && r < 1.5).isPresent(),
                a -> a.fanOut().map(f -> String.format(Locale.ROOT, "measured/predicted p99 = %.2f", ratioAt(f, 99.0)))
                        .orElse("no prediction"));
        setUp(withChaos(fanOutScenario(0).injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().failedRequests().percent().lt(1.0));
    }

    private static double ratioAt(io.hotshard.report.analysis.FanOutPrediction prediction, double percentile) {
        return prediction.rows().stream().filter(r -> r.percentile() == percentile)
                .mapToDouble(r -> r.measuredMicros() / r.predictedMicros()).findFirst().orElse(Double.NaN);
    }
}
