package io.hotshard.redis;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Reads every node's {@code INFO everything} once per interval on a thread of its own and appends one CSV row per
 * node to a file; keeps each node's first and last answered sample for the run's totals. A node that does not
 * answer a periodic sample within the client's timeout is written as {@code down}; {@link #sampleNow()} and the last
 * sample ask it again first.
 */
public final class NodeSampler implements AutoCloseable {

    /** How many times {@link #sampleNow()} and the last sample ask a node that does not answer. */
    static final int SETTLED_ATTEMPTS = 3;

    private final List<Integer> ports;
    private final CountedCommands commands;
    private final NodeClient client;
    private final BufferedWriter out;
    private final ScheduledExecutorService timer;
    private final Map<Integer, NodeSample> first = new HashMap<>();
    private final Map<Integer, NodeSample> previous = new HashMap<>();
    private final Map<Integer, Double> peakUtilisation = new HashMap<>();
    private final Map<Integer, Double> peakBusy = new HashMap<>();
    private final List<NodeSample> samples = new ArrayList<>();
    private final Map<Integer, NodeView> latest = new java.util.TreeMap<>();

    private NodeSampler(List<Integer> ports, CountedCommands commands, Path csv, Duration interval)
            throws IOException {
        this.ports = new ArrayList<>(ports);
        this.commands = commands;
        this.client = new NodeClient("127.0.0.1", Duration.ofMillis(Math.max(200, interval.toMillis() / 2)));
        this.out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
        out.write(NodeSample.CSV_HEADER);
        out.newLine();
        sampleNow();
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "redis-node-sampler");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::sampleOnce, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Starts sampling {@code ports} into {@code csv} (one sample now, then one per interval), counting the calls of
     * {@code commands}.
     */
    public static NodeSampler start(List<Integer> ports, CountedCommands commands, Path csv, Duration interval) {
        try {
            return new NodeSampler(ports, commands, csv, interval);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Takes one sample of every node now, asking a node that does not answer up to {@value #SETTLED_ATTEMPTS} times:
     * the run's totals and a reshard's shares are differences between such samples, and one lost to a busy machine
     * would leave a node's calls at an older sample.
     */
    public synchronized void sampleNow() {
        sample(SETTLED_ATTEMPTS);
    }

    /** The periodic sample: one attempt per node, a node that does not answer in time is written as down. */
    private synchronized void sampleOnce() {
        sample(1);
    }

    private void sample(int attempts) {
        for (int port : ports) {
            NodeSample sample = NodeSample.down(System.currentTimeMillis(), port);
            for (int attempt = 0; attempt < attempts && !sample.answered(); attempt++) {
                try {
                    NodeInfo info = client.info(port, "everything");
                    // Stamped when the reply arrives: a busy node answers INFO only between commands.
                    sample = NodeSample.of(System.currentTimeMillis(), port, info, commands);
                } catch (RuntimeException e) {
                    sample = NodeSample.down(System.currentTimeMillis(), port);
                }
            }
            double utilisation = sample.utilisationSince(previous.get(port));
            double busy = sample.commandBusySince(previous.get(port));
            write(sample.csv(previous.get(port)));
            latest.put(port, new NodeView(port, sample.epochMillis(), sample.role(), sample.opsPerSecond(), busy,
                    utilisation, sample.clients(), sample.masterLink(), sample.clusterState()));
            samples.add(sample);
            if (sample.answered()) {
                first.putIfAbsent(port, sample);
                previous.put(port, sample);
                peakUtilisation.merge(port, utilisation, Math::max);
                peakBusy.merge(port, busy, Math::max);
            }
        }
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Samples {@code port} from now on too (a node added during the run), starting with one sample now. */
    public synchronized void addNode(int port) {
        if (!ports.contains(port)) {
            ports.add(port);
            sampleNow();
        }
    }

    /** Each node's calls of the counted commands at its last answered sample, by port. */
    public synchronized Map<Integer, Long> callsByPort() {
        Map<Integer, Long> calls = new HashMap<>();
        previous.forEach((port, sample) -> calls.put(port, sample.calls()));
        return calls;
    }

    /** Each node's first and last answered samples and its peak utilisation, by port. */
    public synchronized Map<Integer, NodeTotals> totals() {
        Map<Integer, NodeTotals> totals = new HashMap<>();
        for (int port : ports) {
            if (first.containsKey(port)) {
                totals.put(port, new NodeTotals(first.get(port), previous.get(port), peakUtilisation.get(port),
                        peakBusy.get(port)));
            }
        }
        return totals;
    }

    /** Each node as its last sample saw it, by port. */
    public synchronized List<NodeView> latest() {
        return List.copyOf(latest.values());
    }

    /** Every sample taken, in order. */
    public synchronized List<NodeSample> samples() {
        return List.copyOf(samples);
    }

    private void write(String row) {
        try {
            out.write(row);
            out.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stops the timer after one last sample and closes the file. */
    @Override
    public void close() {
        timer.shutdownNow();
        try {
            timer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            sampleNow();
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            client.close();
        }
    }

    /** A node's first and last answered samples, and the highest utilisation and command-busy share in between. */
    public record NodeTotals(NodeSample first, NodeSample last, double peakUtilisation, double peakCommandBusy) {

        /** Calls of the counted commands the node served between the two samples. */
        public long calls() {
            return last.calls() - first.calls();
        }

        /** The main loop's mean CPU share between the two samples. */
        public double meanUtilisation() {
            return last.utilisationSince(first);
        }

        /** The mean share of wall time spent executing commands between the two samples. */
        public double meanCommandBusy() {
            return last.commandBusySince(first);
        }
    }
}
