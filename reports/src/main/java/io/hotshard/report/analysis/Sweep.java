package io.hotshard.report.analysis;

import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunEvent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.HdrHistogram.Histogram;

/**
 * Throughput against offered load for a run made of {@code phase} events, and a USL fit of throughput
 * against concurrency. A phase lasts from its event to the next phase event (or the end of the run); only
 * whole seconds inside it count.
 *
 * @param fit empty when fewer than {@link UslFit#MIN_POINTS} phases have a usable N and X
 * @param fitNote why there is no fit, or what N is
 */
public record Sweep(List<SweepPoint> points, Optional<UslFit> fit, String fitNote) {

    /** Copies the list so the record stays immutable. */
    public Sweep {
        points = List.copyOf(points);
    }

    /** Empty when the run has no phase event with an offered rate. */
    public static Optional<Sweep> of(RunData run, double runSeconds) {
        List<RunEvent> phases = run.manifest().events().stream()
                .filter(e -> e.kind() == EventKind.PHASE && e.number("offeredRate").isPresent()).toList();
        if (phases.isEmpty()) {
            return Optional.empty();
        }
        List<SweepPoint> points = new ArrayList<>();
        for (int i = 0; i < phases.size(); i++) {
            RunEvent phase = phases.get(i);
            double from = phase.atSeconds();
            double to = i + 1 < phases.size() ? phases.get(i + 1).atSeconds() : runSeconds;
            points.add(point(run, phase, from, to));
        }
        List<SweepPoint> usable = points.stream()
                .filter(p -> p.concurrency() > 0 && p.throughputPerSecond() > 0).toList();
        if (usable.size() < UslFit.MIN_POINTS) {
            return Optional.of(new Sweep(points, Optional.empty(), "no USL fit: " + usable.size()
                    + " phase(s) with a usable N and X, at least " + UslFit.MIN_POINTS + " needed"));
        }
        double[] n = usable.stream().mapToDouble(SweepPoint::concurrency).toArray();
        double[] x = usable.stream().mapToDouble(SweepPoint::throughputPerSecond).toArray();
        String source = usable.stream().allMatch(p -> p.concurrencySource().equals("detail.concurrency"))
                ? "N is each phase's detail.concurrency"
                : "N is the mean number of requests in flight, by Little's law N = X R (X: 2xx and 4xx answers per "
                        + "second, R: mean single-key latency)";
        return Optional.of(new Sweep(points, Optional.of(UslFit.fit(n, x)), source));
    }

    private static SweepPoint point(RunData run, RunEvent phase, double from, double to) {
        double offered = phase.number("offeredRate").orElseThrow();
        long ok = 0;
        int seconds = 0;
        for (RouterSecond r : run.router()) {
            if (r.second() >= from && r.second() + 1 <= to) {
                // a 404 is a request served (a read of an absent key); only 5xx means the system failed it
                ok += r.responses2xx() + r.responses4xx();
                seconds++;
            }
        }
        if (run.router().isEmpty()) {
            Set<Integer> seen = new HashSet<>();
            for (ShardSecond s : run.timeline()) {
                if (s.second() >= from && s.second() + 1 <= to) {
                    ok += s.completions();
                    seen.add(s.second());
                }
            }
            seconds = seen.size();
        }
        double x = seconds == 0 ? Double.NaN : ok / (double) seconds;
        double meanLatency = run.routerSingleKey().map(h -> mean(h, from, to)).orElse(Double.NaN);
        OptionalDouble given = phase.number("concurrency");
        double n = given.isPresent() ? given.getAsDouble() : x * meanLatency / 1e6;
        String label = phase.detail().getOrDefault("name", phase.target().isEmpty() ? "phase" : phase.target());
        return new SweepPoint(label, from, to, offered, x, meanLatency, Double.isNaN(n) ? 0 : n,
                given.isPresent() ? "detail.concurrency" : "Little's law");
    }

    private static double mean(HlogSeries log, double from, double to) {
        Histogram sum = log.between(Math.floor(from), to);
        return sum.getTotalCount() == 0 ? Double.NaN : sum.getMean();
    }
}
