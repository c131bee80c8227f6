package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.hotshard.cluster.ClusterConfig;
import io.hotshard.keys.KeyRandom;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.timeseries.TimeSeriesClaim;
import io.hotshard.timeseries.TimeSeriesFigures;
import io.hotshard.timeseries.TimeSeriesKeys;
import io.hotshard.timeseries.TimeSeriesLayout;
import io.hotshard.timeseries.TimeSeriesOperation;
import io.hotshard.timeseries.TimeSeriesSettings;
import io.hotshard.timeseries.TimeSeriesTally;
import io.hotshard.timeseries.TimeSeriesWorkload;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Seeds 001 and 003: time-ordered keys ({@code event:<timestamp>}), 90% writes and reads of a recent time window,
 * laid out by {@code -Dhotshard.timeseries.layout=range|salted-range|hash}. Ranges put every new event in the newest
 * range (one shard saturates, a window read asks one shard); a salted prefix spreads the writes over the salts'
 * ranges and a window read asks every salt; a hash ring spreads the writes and a window read asks every shard.
 * {@code scripts/simulate-timeseries} runs the three and compares them.
 */
public class TimeSeriesSimulation extends HotshardSimulation {

    /** Its scenario reaches the run's recorder (or sets its own rates), which only injector 0 has. */
    @Override
    protected boolean splitsOverInjectors() {
        return false;
    }

    private final TimeSeriesSettings series;
    private final TimeSeriesKeys keys;
    private final TimeSeriesTally tally = new TimeSeriesTally();

    /** Sets up the load, the layout's checks and the assertions. */
    public TimeSeriesSimulation() {
        super(Map.of("hotshard.rate", "1200", "hotshard.duration", "40s", "hotshard.readProportion", "0.1",
                "hotshard.partitioner", TimeSeriesLayout.byName(System.getProperty("hotshard.timeseries.layout", "range"))
                        .partitioner()));
        series = setting(() -> TimeSeriesSettings.from(props, settings.cluster().shards(), settings.ratePerSecond()));
        keys = series.keys(settings.seed());
        int shards = settings.cluster().shards();
        for (TimeSeriesClaim claim : TimeSeriesClaim.forLayout(series, shards)) {
            check(claim.claim(), a -> claim.holds().test(figures(a)), a -> claim.measured().apply(figures(a)));
        }
        ScenarioBuilder load = scenario("time-series").feed(feeder(new TimeSeriesWorkload(keys,
                KeyRandom.fromSeed(~settings.seed()), settings.readProportion(), series.recentWindows())))
                .exec(TimeSeriesRequests.writeOrWindowRead(this::run, settings.client().clientTimeout(), tally));
        setUp(withChaos(load.injectOpen(openLoad(1.0))))
                .protocols(protocol)
                .assertions(global().successfulRequests().percent().gt(50.0));
    }

    private TimeSeriesFigures figures(RunAnalysis analysis) {
        return TimeSeriesFigures.of(tally, settings.cluster().shards(), analysis.hottestSaturation().meanUtilisation());
    }

    @Override
    protected ClusterConfig customize(ClusterConfig config) {
        String needed = series.layout().partitioner();
        if (!config.partitioner().kind().label().equals(needed)) {
            throw new IllegalArgumentException("hotshard.partitioner must be " + needed + " for layout "
                    + series.layout() + " but was " + config.partitioner().kind().label());
        }
        return config.withPartitioner(config.partitioner().withRangeBoundaries(keys.boundaries(config.shardCount())));
    }

    @Override
    protected void beforeFinish() {
        int shards = settings.cluster().shards();
        JsonObject json = tally.toJson(series, shards, keys.boundaries(shards));
        try {
            Files.writeString(run().directory().resolve(TimeSeriesTally.FILE), json.encodePrettily());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected void describe(RunAnalysis analysis, PrintStream out) {
        out.println("  time series (" + series.layout() + "): writes " + tally.writes() + ", hottest write share "
                + fmt(tally.hottestWriteShare()) + "; " + tally.reads() + " window reads, " + fmt(tally.legsPerRead())
                + " shard requests per read, window-read p99 "
                + io.hotshard.report.render.Fmt.micros(analysis.fanout().p99Micros()));
    }

    private static java.util.Iterator<Map<String, Object>> feeder(TimeSeriesWorkload workload) {
        return Stream.generate(() -> {
            TimeSeriesOperation op = workload.next();
            return op.write() ? Map.<String, Object>of("op", "write", "key", op.key(), "value", op.value())
                    : Map.<String, Object>of("op", "read", "query", op.query());
        }).iterator();
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
