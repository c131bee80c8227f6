package io.hotshard.report.run;

import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each node's one-second samples of a Redis run ({@code redis-nodes.csv}) as series over the seconds since the run
 * started: its share of wall time in the load's commands and its operations per second. A node's series is named by
 * its port and its role at its last answered sample; seconds it did not answer are left out. Also what a call of
 * the load's commands cost each node between its first and last answered samples ({@link CallCost}).
 */
public record RedisNodeSeries(List<Series> commandBusy, List<Series> opsPerSecond, Map<Integer, CallCost> costPerCall) {

    /** The columns read. */
    static final List<String> COLUMNS = List.of("epoch_ms", "port", "role", "instantaneous_ops_per_sec",
            "command_busy", "calls_total", "cpu_main_seconds", "command_micros");

    /** Copies the lists. */
    public RedisNodeSeries {
        commandBusy = List.copyOf(commandBusy);
        opsPerSecond = List.copyOf(opsPerSecond);
        costPerCall = Map.copyOf(costPerCall);
    }

    /** No samples. */
    public static final RedisNodeSeries EMPTY = new RedisNodeSeries(List.of(), List.of(), Map.of());

    /**
     * Reads {@code redis-nodes.csv} of {@code dir}, times relative to {@code startMillis}; {@link #EMPTY} without the
     * file. A row cut short at the end (a run that was stopped) is dropped.
     *
     * @throws RunFormatException when the file is there but malformed
     */
    public static RedisNodeSeries read(Path dir, long startMillis) {
        Path file = dir.resolve(RunFiles.REDIS_NODES);
        if (!Files.exists(file)) {
            return EMPTY;
        }
        CsvTable table;
        try {
            table = CsvTable.parse(RunFiles.REDIS_NODES, Files.readString(file), COLUMNS, true);
        } catch (IOException | IllegalArgumentException e) {
            throw new RunFormatException(file + ": " + e.getMessage(), e);
        }
        Map<Integer, Node> nodes = new TreeMap<>();
        for (int row = 0; row < table.size(); row++) {
            String role = table.text(row, "role");
            if (role.equals("down")) {
                continue;
            }
            Node node = nodes.computeIfAbsent((int) table.whole(row, "port"), port -> new Node());
            node.role = role;
            node.seconds.add((table.whole(row, "epoch_ms") - startMillis) / 1000.0);
            node.busy.add(table.number(row, "command_busy"));
            node.ops.add(table.number(row, "instantaneous_ops_per_sec"));
            node.calls.add(table.whole(row, "calls_total"));
            node.cpuSeconds.add(table.number(row, "cpu_main_seconds"));
            node.micros.add(table.whole(row, "command_micros"));
        }
        Map<Integer, CallCost> costPerCall = new TreeMap<>();
        List<Series> busy = new ArrayList<>();
        List<Series> ops = new ArrayList<>();
        nodes.forEach((port, node) -> {
            String name = port + " (" + node.role + ")";
            // The first sample of a node has no previous one: its busy share is 0 by construction.
            busy.add(new Series(name, array(node.seconds, 1), array(node.busy, 1)));
            ops.add(new Series(name, array(node.seconds, 0), array(node.ops, 0)));
            long calls = last(node.calls) - node.calls.get(0);
            double cpuMicros = (last(node.cpuSeconds) - node.cpuSeconds.get(0)) * 1e6;
            if (calls > 0 && cpuMicros > 0) {
                costPerCall.put(port, new CallCost(cpuMicros / calls,
                        (last(node.micros) - node.micros.get(0)) / (double) calls));
            }
        });
        return new RedisNodeSeries(busy, ops, costPerCall);
    }

    private static <T> T last(List<T> values) {
        return values.get(values.size() - 1);
    }

    private static double[] array(List<Double> values, int skip) {
        return values.stream().skip(Math.min(skip, values.size())).mapToDouble(Double::doubleValue).toArray();
    }

    private static final class Node {
        private String role;
        private final List<Double> seconds = new ArrayList<>();
        private final List<Double> busy = new ArrayList<>();
        private final List<Double> ops = new ArrayList<>();
        private final List<Long> calls = new ArrayList<>();
        private final List<Double> cpuSeconds = new ArrayList<>();
        private final List<Long> micros = new ArrayList<>();
    }
}
