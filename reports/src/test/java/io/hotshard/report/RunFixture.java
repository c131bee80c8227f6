package io.hotshard.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.MmcSimulation.Request;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes a complete run directory from simulated M/M/c shards: key-addressed traffic with one celebrity key
 * on shard-0, fan-out queries with one leg per shard, every file of the contract, all from a fixed seed.
 */
final class RunFixture {

    static final Instant START = Instant.parse("2026-11-29T18:00:00Z");
    static final ObjectMapper JSON = new ObjectMapper();

    int shards = 4;
    int concurrency = 4;
    double meanServiceMicros = 1000;
    int seconds = 20;
    double keyedRate = 6000;
    double celebrityShare = 0.3;
    int fanoutPerSecond = 40;
    long seed = 42;
    /** Seconds over which the rate ramps up from 0. */
    double rampSeconds;
    /** The generator stalls for this long at the start of every second, then sends its backlog at once. */
    double stallMicros;
    /** Whether the shards' queue-wait, lateness, delay and arrival-gap logs are written. */
    boolean fidelityLogs;
    /** Whether the run pauses shard-2 (a chaos event). */
    boolean pause = true;
    /** {@code generator.arrivals}; not written when null. */
    String arrivalProcess;
    String status = "complete";
    long generatorDelta;
    long reconciliationDelta;
    Consumer<ObjectNode> extra = run -> { };

    final List<ShardTrace> traces = new ArrayList<>();
    final List<Long> fanoutLatencies = new ArrayList<>();

    RunFixture write(Path dir) throws IOException {
        Files.createDirectories(dir);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < shards; i++) {
            double keyed = keyedRate * ((1 - celebrityShare) / shards + (i == 0 ? celebrityShare : 0));
            double rate = keyed + fanoutPerSecond;
            List<Request> requests = MmcSimulation.run(rate, concurrency, meanServiceMicros, seconds,
                    fanoutPerSecond / rate, rampSeconds, stallMicros, random.split());
            traces.add(new ShardTrace("shard-" + i, concurrency, seconds, requests));
        }
        writeTimeline(dir);
        writeRouter(dir, random.split());
        writeManifest(dir);
        return this;
    }

    private void writeTimeline(Path dir) throws IOException {
        StringBuilder csv = new StringBuilder("second,shard,arrivals,completions,rejections,errors,utilisation,"
                + "queue_depth,queue_depth_max,in_flight,p50_us,p99_us,p999_us,max_us\n");
        List<List<String>> rows = traces.stream().map(ShardTrace::timelineRows).toList();
        for (int s = 0; s < seconds; s++) {
            for (List<String> shardRows : rows) {
                csv.append(shardRows.get(s)).append('\n');
            }
        }
        Files.writeString(dir.resolve("timeline.csv"), csv.toString());
        for (ShardTrace t : traces) {
            writeHlog(dir.resolve(t.id + ".hlog"), t.total);
            writeHlog(dir.resolve(t.id + "-service.hlog"), t.service);
            if (fidelityLogs) {
                writeHlog(dir.resolve(t.id + "-wait.hlog"), t.wait);
                writeHlog(dir.resolve(t.id + "-gaps.hlog"), t.gaps);
                writeHlog(dir.resolve(t.id + "-late.hlog"), t.zeros);
                writeHlog(dir.resolve(t.id + "-delay.hlog"), t.zeros);
            }
        }
    }

    private void writeRouter(Path dir, SplittableRandom random) throws IOException {
        Histogram[] single = histograms();
        Histogram[] fanout = histograms();
        long[] keyedArrivals = new long[seconds];
        List<List<Request>> legs = new ArrayList<>();
        for (ShardTrace t : traces) {
            legs.add(t.requests.stream().filter(Request::leg).toList());
            for (Request r : t.requests) {
                if (!r.leg()) {
                    keyedArrivals[(int) (r.arrivalMicros() / 1e6)]++;
                    single[(int) Math.min(seconds - 1, r.endMicros() / 1e6)].recordValue(Math.round(r.totalMicros()));
                }
            }
        }
        for (int s = 0; s < seconds; s++) {
            for (int q = 0; q < fanoutPerSecond; q++) {
                double slowest = 0;
                for (List<Request> shardLegs : legs) {
                    slowest = Math.max(slowest, shardLegs.get(random.nextInt(shardLegs.size())).totalMicros());
                }
                fanout[s].recordValue(Math.round(slowest));
                fanoutLatencies.add(Math.round(slowest));
            }
        }
        StringBuilder csv = new StringBuilder("second,requests,responses_2xx,responses_4xx,responses_5xx,"
                + "failures_502,failures_504,fanout_requests,p50_us,p99_us,p999_us,max_us\n");
        for (int s = 0; s < seconds; s++) {
            long requests = keyedArrivals[s] + fanoutPerSecond;
            csv.append(String.format(Locale.ROOT, "%d,%d,%d,0,0,0,0,%d,%d,%d,%d,%d%n", s, requests, requests,
                    fanoutPerSecond, single[s].getValueAtPercentile(50), single[s].getValueAtPercentile(99),
                    single[s].getValueAtPercentile(99.9), single[s].getMaxValue()));
        }
        Files.writeString(dir.resolve("router.csv"), csv.toString());
        writeHlog(dir.resolve("router-single-key.hlog"), single);
        writeHlog(dir.resolve("router-fanout.hlog"), fanout);
    }

    private Histogram[] histograms() {
        Histogram[] h = new Histogram[seconds];
        for (int s = 0; s < seconds; s++) {
            h[s] = new Histogram(3);
        }
        return h;
    }

    long clientRequests() {
        return traces.stream().flatMap(t -> t.requests.stream()).filter(r -> !r.leg()).count()
                + (long) fanoutPerSecond * seconds;
    }

    private void writeManifest(Path dir) throws IOException {
        ObjectNode run = JSON.createObjectNode();
        run.put("format", 1).put("status", status).put("simulation", "CelebritySimulation")
                .put("startedAt", START.toString()).put("seed", seed);
        if (status.equals("complete")) {
            run.put("endedAt", START.plusSeconds(seconds).toString());
        }
        run.putObject("versions").put("hotshard", "0.1.0").put("java", "17");
        run.putObject("parameters").put("hotshard.rate", String.valueOf(keyedRate));
        ObjectNode cluster = run.putObject("cluster");
        cluster.put("partitioner", "ring").put("hash", "sha256").put("vnodes", 100);
        ArrayNode shardArray = cluster.putArray("shards");
        for (ShardTrace t : traces) {
            ObjectNode shard = shardArray.addObject().put("id", t.id).put("url", "http://127.0.0.1:4000")
                    .put("weight", 1.0).put("concurrency", concurrency).put("queueCapacity", 1_000_000);
            shard.putObject("latency").put("model", "exponential").put("meanMicros", meanServiceMicros);
            shard.put("slownessMultiplier", 1.0).put("meanServiceMicros", meanServiceMicros);
        }
        ArrayNode events = run.putArray("events");
        if (pause) {
            events.addObject().put("atMillis", 5000).put("time", START.plusSeconds(5).toString())
                    .put("kind", "node-paused").put("target", "shard-2").putObject("detail").put("sample", 5000);
        }
        events.addObject().put("atMillis", 7000).put("kind", "note").put("target", "<script>alert('x')</script> & co");
        long arrivals = traces.stream().mapToLong(t -> t.requests.size()).sum();
        if (status.equals("complete")) {
            run.putObject("reconciliation").put("routerRequests", arrivals + reconciliationDelta)
                    .put("shardCompleted", arrivals).put("shardRejected", 0).put("shardErrored", 0)
                    .put("routerFailures", 0).put("matches", reconciliationDelta == 0);
        }
        ObjectNode generator = run.putObject("generator").put("requests", clientRequests() + generatorDelta);
        if (arrivalProcess != null) {
            generator.put("arrivals", arrivalProcess);
        }
        extra.accept(run);
        Files.writeString(dir.resolve("run.json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(run));
    }

    /** Writes interval histograms the way the metrics module does: relative timestamps after a base time. */
    static void writeHlog(Path file, Histogram[] intervals) throws IOException {
        long base = START.toEpochMilli();
        try (PrintStream out = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.UTF_8)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputLogFormatVersion();
            writer.outputStartTime(base);
            writer.setBaseTime(base);
            writer.outputBaseTime(base);
            writer.outputLegend();
            for (int s = 0; s < intervals.length; s++) {
                writer.outputIntervalHistogram(s, s + 1, intervals[s], 1000.0);
            }
        }
    }
}
