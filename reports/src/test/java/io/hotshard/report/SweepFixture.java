package io.hotshard.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * Writes a sweep run: one {@code phase} event per (N, X) point, router rows whose 2xx counts average X over the
 * phase, and, when N is not in the events, a single-key latency log whose mean is N / X (so Little's law
 * gives back N).
 */
final class SweepFixture {

    private SweepFixture() {
    }

    static void write(Path dir, double[][] points, int secondsPerPhase, boolean concurrencyInEvents)
            throws IOException {
        Files.createDirectories(dir);
        int seconds = points.length * secondsPerPhase;
        ObjectNode run = RunFixture.JSON.createObjectNode();
        run.put("format", 1).put("status", "complete").put("simulation", "SweepSimulation")
                .put("startedAt", RunFixture.START.toString())
                .put("endedAt", RunFixture.START.plusSeconds(seconds).toString()).put("seed", 1);
        ObjectNode cluster = run.putObject("cluster").put("partitioner", "ring");
        cluster.putArray("shards").addObject().put("id", "shard-0").put("concurrency", 64).put("queueCapacity", 64)
                .put("meanServiceMicros", 500.0);
        ArrayNode events = run.putArray("events");
        StringBuilder router = new StringBuilder("second,requests,responses_2xx,responses_4xx,responses_5xx,"
                + "failures_502,failures_504,fanout_requests,p50_us,p99_us,p999_us,max_us\n");
        StringBuilder timeline = new StringBuilder("second,shard,arrivals,completions,rejections,errors,utilisation,"
                + "queue_depth,queue_depth_max,in_flight,p50_us,p99_us,p999_us,max_us\n");
        Histogram[] latency = new Histogram[seconds];
        for (int i = 0; i < points.length; i++) {
            double n = points[i][0];
            double x = points[i][1];
            ObjectNode detail = events.addObject().put("atMillis", i * secondsPerPhase * 1000L).put("kind", "phase")
                    .putObject("detail").put("offeredRate", x * 1.2).put("name", "N=" + (int) n);
            if (concurrencyInEvents) {
                detail.put("concurrency", n);
            }
            long latencyMicros = Math.round(n / x * 1e6);
            for (int j = 0; j < secondsPerPhase; j++) {
                int s = i * secondsPerPhase + j;
                long ok = (long) Math.floor((j + 1) * x) - (long) Math.floor(j * x);
                router.append(String.format(Locale.ROOT, "%d,%d,%d,0,0,0,0,0,%d,%d,%d,%d%n", s, ok, ok,
                        latencyMicros, latencyMicros, latencyMicros, latencyMicros));
                timeline.append(String.format(Locale.ROOT, "%d,shard-0,%d,%d,0,0,0.5,0,0,1,,,,%n", s, ok, ok));
                if (!concurrencyInEvents) {
                    latency[s] = new Histogram(3);
                    latency[s].recordValueWithCount(latencyMicros, Math.max(1, ok));
                }
            }
        }
        Files.writeString(dir.resolve("run.json"), RunFixture.JSON.writeValueAsString(run));
        Files.writeString(dir.resolve("router.csv"), router.toString());
        Files.writeString(dir.resolve("timeline.csv"), timeline.toString());
        if (!concurrencyInEvents) {
            RunFixture.writeHlog(dir.resolve("router-single-key.hlog"), latency);
        }
    }
}
