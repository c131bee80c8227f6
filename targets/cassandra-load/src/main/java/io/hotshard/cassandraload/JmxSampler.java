package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.NodeJmx;
import io.hotshard.runformat.RunColumns;
import io.hotshard.runformat.RunFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples every node once a second over JMX ({@link CassandraNodeSample}) into {@code cassandra-nodes.csv}, on a daemon
 * thread of its own; the first round is taken when it starts, as the baseline. A node that does not answer is
 * skipped for that second and its connection opened again the next. After each round in which every node answered,
 * the client's CPU time and the requests the nodes coordinated go to {@code cassandra-client.csv} beside it.
 */
final class JmxSampler implements AutoCloseable {

    private final List<String> addresses = new CopyOnWriteArrayList<>();
    private final long baseMillis;
    private final BufferedWriter csv;
    private final BufferedWriter clientCsv;
    private final List<CassandraNodeSample> samples = new ArrayList<>();
    private final List<ClientSample> rounds = new ArrayList<>();
    private final Map<String, NodeJmx> connections = new HashMap<>();
    private final Map<String, NodeTotals> totals = new LinkedHashMap<>();
    // The client's own CPU over the same span as the nodes' totals: from the first round to the last.
    private final long clientCpuAtStart = ClientCpu.nanos();
    private long clientCpuAtEnd = -1;
    private final LiveNodes live = new LiveNodes();
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread sampler = new Thread(runnable, "hotshard-cassandra-sampler");
        sampler.setDaemon(true);
        return sampler;
    });

    private JmxSampler(List<String> addresses, Path file, long baseMillis) throws IOException {
        this.addresses.addAll(addresses);
        this.baseMillis = baseMillis;
        this.csv = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        csv.write(RunColumns.header(RunColumns.CASSANDRA_NODES));
        csv.newLine();
        this.clientCsv = Files.newBufferedWriter(file.resolveSibling(RunFiles.CASSANDRA_CLIENT),
                StandardCharsets.UTF_8);
        clientCsv.write(RunColumns.header(RunColumns.CASSANDRA_CLIENT));
        clientCsv.newLine();
    }

    /** Takes the baseline round now, then one round every {@code interval}. */
    static JmxSampler start(List<String> addresses, Path file, long baseMillis, Duration interval) {
        try {
            JmxSampler sampler = new JmxSampler(addresses, file, baseMillis);
            sampler.sample();
            sampler.thread.scheduleAtFixedRate(sampler::sample, interval.toMillis(), interval.toMillis(),
                    TimeUnit.MILLISECONDS);
            return sampler;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One round: every node read, a row each. */
    synchronized void sample() {
        long coordinated = 0;
        boolean everyNode = true;
        for (String address : addresses) {
            try {
                NodeJmx jmx = connections.get(address);
                if (jmx == null) {
                    jmx = NodeJmx.connect(CassandraLayout.jmxPortOf(address), CassandraCluster.JMX_TIMEOUT);
                    connections.put(address, jmx);
                }
                CassandraNodeSample sample = CassandraNodeSample.read(jmx, address, System.currentTimeMillis() - baseMillis);
                totals.merge(address, NodeTotals.of(sample), (before, now) -> before.with(sample));
                live.answered(sample);
                csv.write(sample.csv());
                csv.newLine();
                samples.add(sample);
                coordinated += sample.coordinatorReads() + sample.coordinatorWrites();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (RuntimeException e) {
                live.silent(address);
                everyNode = false;
                NodeJmx broken = connections.remove(address);
                if (broken != null) {
                    broken.close();
                }
            }
        }
        try {
            if (everyNode) {
                ClientSample round = new ClientSample(System.currentTimeMillis() - baseMillis, coordinated,
                        ClientCpu.nanos());
                rounds.add(round);
                clientCsv.write(round.csv());
                clientCsv.newLine();
                clientCsv.flush();
            }
            csv.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Samples {@code address}, a node that joined during the run, from now on (a round is taken now). Its baseline is
     * zero: every request it coordinated happened after it joined, some of them before this first round.
     */
    synchronized void addNode(String address) {
        if (!addresses.contains(address)) {
            addresses.add(address);
            CassandraNodeSample zero = CassandraNodeSample.zero(address, System.currentTimeMillis() - baseMillis);
            totals.put(address, NodeTotals.of(zero));
            live.joined(zero);
        }
        sample();
    }

    /** Every node's latest figures, read without waiting for a round under way. */
    LiveNodes live() {
        return live;
    }

    /** Each node's totals so far, by address (a node never sampled is absent). */
    synchronized Map<String, NodeTotals> totals() {
        return Map.copyOf(totals);
    }

    /** The one-second points of every node's samples and the client's rounds so far. */
    synchronized CpuSeries series() {
        return CpuSeries.of(samples, rounds);
    }

    /** The CPU time this JVM (the client) used from the first round to the last; -1 before the sampler closed. */
    synchronized long clientCpuNanos() {
        return clientCpuAtEnd < 0 || clientCpuAtStart < 0 ? -1 : clientCpuAtEnd - clientCpuAtStart;
    }

    /** Stops sampling after one last round, closes the file and the connections. */
    @Override
    public void close() throws IOException {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(10, TimeUnit.SECONDS)) {
                throw new IOException("the Cassandra sampler did not stop within 10 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while stopping the Cassandra sampler", e);
        }
        synchronized (this) {
            sample();
            clientCpuAtEnd = ClientCpu.nanos();
            csv.close();
            clientCsv.close();
            connections.values().forEach(NodeJmx::close);
            connections.clear();
        }
    }

    @Override
    public String toString() {
        return "the Cassandra nodes' sampler";
    }
}
