package io.hotshard.report;

import io.hotshard.report.MmcSimulation.Request;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/** One simulated shard's requests turned into per-second timeline rows and interval histograms. */
final class ShardTrace {

    final String id;
    final int servers;
    final List<Request> requests;
    final long[] arrivals;
    final long[] completions;
    final double[] busyMicros;
    final Histogram[] total;
    final Histogram[] service;
    final Histogram[] wait;
    final Histogram[] gaps;
    final Histogram[] zeros;

    ShardTrace(String id, int servers, int seconds, List<Request> requests) {
        this.id = id;
        this.servers = servers;
        this.requests = requests;
        arrivals = new long[seconds];
        completions = new long[seconds];
        busyMicros = new double[seconds];
        total = new Histogram[seconds];
        service = new Histogram[seconds];
        wait = new Histogram[seconds];
        gaps = new Histogram[seconds];
        zeros = new Histogram[seconds];
        for (int s = 0; s < seconds; s++) {
            total[s] = new Histogram(3);
            service[s] = new Histogram(3);
            wait[s] = new Histogram(3);
            gaps[s] = new Histogram(3);
            zeros[s] = new Histogram(3);
        }
        double previous = Double.NaN;
        for (Request r : requests) {
            arrivals[second(r.arrivalMicros(), seconds)]++;
            int done = second(r.endMicros(), seconds);
            completions[done]++;
            total[done].recordValue(Math.max(1, Math.round(r.totalMicros())));
            service[done].recordValue(Math.max(1, Math.round(r.serviceMicros())));
            int started = second(r.startMicros(), seconds);
            wait[started].recordValue(Math.round(r.waitMicros()));
            zeros[started].recordValue(0);
            if (!Double.isNaN(previous)) {
                gaps[second(r.arrivalMicros(), seconds)].recordValue(Math.round(r.arrivalMicros() - previous));
            }
            previous = r.arrivalMicros();
            for (int s = second(r.startMicros(), seconds); s <= done; s++) {
                double from = Math.max(r.startMicros(), s * 1e6);
                double to = Math.min(r.endMicros(), (s + 1) * 1e6);
                busyMicros[s] += Math.max(0, to - from);
            }
        }
    }

    /** The second an instant falls in; requests finishing after the end count in the last second. */
    private static int second(double micros, int seconds) {
        return (int) Math.min(seconds - 1, Math.floor(micros / 1e6));
    }

    /** Requests waiting in the queue at an instant. */
    long queueDepthAt(double micros) {
        return requests.stream().filter(r -> r.arrivalMicros() <= micros && r.startMicros() > micros).count();
    }

    List<String> timelineRows() {
        List<String> rows = new ArrayList<>();
        for (int s = 0; s < arrivals.length; s++) {
            long depth = queueDepthAt((s + 1) * 1e6 - 1);
            Histogram h = total[s];
            boolean any = h.getTotalCount() > 0;
            rows.add(String.format(Locale.ROOT, "%d,%s,%d,%d,0,0,%.4f,%d,%d,%d,%s,%s,%s,%s", s, id, arrivals[s],
                    completions[s], Math.min(1.0, busyMicros[s] / (servers * 1e6)), depth, depth, depth,
                    any ? h.getValueAtPercentile(50) : "", any ? h.getValueAtPercentile(99) : "",
                    any ? h.getValueAtPercentile(99.9) : "", any ? h.getMaxValue() : ""));
        }
        return rows;
    }
}
