package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ChainBuilder;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.render.Fmt;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;

/**
 * Soak and recovery: a baseline at half the hottest shard's capacity, then {@code hotshard.soak} (default 30 s, at
 * most 60 min) at twice it with a celebrity key, then the baseline again. Four shards of two 10 ms slots serve
 * about 200 req/s each; the celebrity takes half the requests, so its shard carries 62.5% of the rate: 640 req/s
 * offer it 400. The checks: its queue stays within its bound, the excess is shed (503 or time-out), heap after GC
 * stays flat, the overload keeps no file open, every socket is closed once the run stopped, and within 5 s of the
 * overload's end the router's p99 is back near the baseline's.
 * {@code scripts/soak} runs it for 5 minutes.
 */
public class SoakSimulation extends HotshardSimulation {

    /** Its scenario reaches the run's recorder (or sets its own rates), which only injector 0 has. */
    @Override
    protected boolean splitsOverInjectors() {
        return false;
    }

    private static final Duration MAX_SOAK = Duration.ofMinutes(60);
    private static final Duration SAMPLE_EVERY = Duration.ofSeconds(5);
    private static final Duration SOCKETS_CLOSE_TIMEOUT = Duration.ofSeconds(30);

    private final Duration soak = soak(props);
    private final Duration baseline = baseline(props);
    private final Duration recovery = recovery(props);
    private final double overloadRate = settings.ratePerSecond();
    private final double baselineRate = overloadRate / 4;
    private volatile SoakWatch watch;
    private volatile DescriptorCensus beforeRun;
    private volatile DescriptorCensus afterRun;
    private volatile SoakFigures figures;

    /** Sets up the three phases, the phase markers and the checks. */
    public SoakSimulation() {
        // A queue of 16: the router's connections to a shard (32 per event loop) outnumber its slots and queue, so the
        // shard itself is offered the overload and sheds it, instead of the router's pool holding it back.
        super(Map.ofEntries(Map.entry("hotshard.rate", "640"), Map.entry("hotshard.ramp", "2s"),
                Map.entry("hotshard.shards", "4"), Map.entry("hotshard.concurrency", "2"),
                Map.entry("hotshard.latency", "fixed:10ms"), Map.entry("hotshard.queue", "16"),
                Map.entry("hotshard.requestTimeout", "2s"), Map.entry("hotshard.clientTimeout", "5s"),
                Map.entry("hotshard.maxConnections", "512"), Map.entry("hotshard.dist", "celebrity"),
                Map.entry("hotshard.celebrityShare", "0.5"), Map.entry("hotshard.items", "10000"),
                Map.entry("hotshard.duration", setting(() -> loadSeconds(SimProperties.fromSystem())) + "s")));
        setting(() -> {
            if (soak.compareTo(MAX_SOAK) > 0) {
                throw new IllegalArgumentException("hotshard.soak must be at most " + MAX_SOAK + " but was " + soak);
            }
            return soak;
        });
        check("the hottest shard was offered at least 1.8x its capacity during the overload",
                a -> figures(a).offeredToCapacity() >= 1.8, a -> figures(a).offeredToCapacity());
        check("queues stayed bounded: no shard's queue deeper than its capacity",
                a -> figures(a).queueDepthMax() <= figures(a).queueCapacity(),
                a -> figures(a).queueDepthMax() + " of " + figures(a).queueCapacity());
        check("the excess was shed: at least 30% of the hottest shard's arrivals answered 503 or timed out",
                a -> figures(a).shedShare() >= 0.3, a -> Fmt.percent(figures(a).shedShare(), 1));
        check("heap after GC stayed flat over the overload (growth within 32 MB or 25%)",
                a -> figures(a).heapFlat(), a -> String.format(Locale.ROOT, "%.1f MB -> %.1f MB",
                        figures(a).heapFirstBytes() / 1e6, figures(a).heapLastBytes() / 1e6));
        check("the overload kept no file, pipe or anonymous inode open (within " + SoakFigures.FILES_SLACK + ")",
                a -> figures(a).nonSocketsFlat(), a -> figures(a).overloadAdded());
        check("every descriptor the run opened was closed when it stopped: sockets, pipes, anonymous inodes back"
                        + " within " + SoakFigures.FILES_SLACK + " of the count before it, no file left open",
                a -> figures(a).descriptorsReleased(), a -> figures(a).leftOpen());
        check("after the overload the router's p99 is back near the baseline's within 5 s",
                a -> figures(a).recoverySeconds() <= SoakFigures.RECOVERY_LIMIT_SECONDS,
                a -> String.format(Locale.ROOT, "%.1f s", figures(a).recoverySeconds()));
        Duration ramp = settings.ramp();
        setUp(keyValueScenario().injectOpen(rampUsersPerSec(1).to(baselineRate).during(ramp),
                        constantUsersPerSec(baselineRate).during(baseline), constantUsersPerSec(overloadRate).during(soak),
                        constantUsersPerSec(baselineRate).during(recovery)),
                scenario("phases").exec(phaseMarkers(ramp)).injectOpen(io.gatling.javaapi.core.CoreDsl.atOnceUsers(1)),
                scheduleProbe(ramp.plus(baseline).plus(soak).plus(recovery)))
                .protocols(protocol);
    }

    private static Duration soak(SimProperties p) {
        return p.duration("hotshard.soak", Duration.ofSeconds(30), Duration.ofSeconds(10));
    }

    private static Duration baseline(SimProperties p) {
        return p.duration("hotshard.soak.baseline", Duration.ofSeconds(10), Duration.ofSeconds(5));
    }

    private static Duration recovery(SimProperties p) {
        return p.duration("hotshard.soak.recovery", Duration.ofSeconds(10), Duration.ofSeconds(7));
    }

    /** The three phases together: what {@code hotshard.duration} says in the run's parameters. */
    private static long loadSeconds(SimProperties p) {
        return baseline(p).plus(soak(p)).plus(recovery(p)).toSeconds();
    }

    private ChainBuilder phaseMarkers(Duration ramp) {
        return exec(session -> session).pause(ramp).exec(phase("baseline", baselineRate)).pause(baseline)
                .exec(phase("overload", overloadRate)).pause(soak).exec(phase("recovery", baselineRate));
    }

    private java.util.function.Function<io.gatling.javaapi.core.Session, io.gatling.javaapi.core.Session> phase(
            String name, double rate) {
        return session -> {
            run().recordEvent("phase", "load", new JsonObject().put("offeredRate", rate).put("name", name));
            return session;
        };
    }

    private SoakFigures figures(RunAnalysis a) {
        SoakFigures current = figures;
        if (current == null) {
            current = SoakFigures.of(a.run(), watch.samples(), beforeRun, afterRun);
            figures = current;
        }
        return current;
    }

    @Override
    public void before() {
        beforeRun = DescriptorCensus.take();
        super.before();
        // Samples from the overload's start to its end; the collections it forces would disturb the recovery.
        watch = SoakWatch.start(settings.ramp().plus(baseline).plusSeconds(1), SAMPLE_EVERY,
                soak.minusSeconds(1));
    }

    @Override
    protected void describe(RunAnalysis analysis, PrintStream out) {
        watch.close();
        // The run has stopped the cluster and the generator's load: wait for their sockets to close, then count.
        try {
            afterRun = DescriptorCensus.awaitSocketsAtMost(beforeRun.sockets() + SoakFigures.FILES_SLACK,
                    SOCKETS_CLOSE_TIMEOUT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            afterRun = DescriptorCensus.take();
        }
        out.println(figures(analysis).line());
    }
}
