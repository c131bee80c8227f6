package io.hotshard.keys;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Reads YCSB core workload property files into a {@link Workload}.
 *
 * <p>Absent properties take YCSB's defaults, except {@code recordcount} and {@code operationcount},
 * which are required. A value that does not parse or is out of range is an error naming the property
 * and the value (YCSB would fall back to a default or fail later). Properties of YCSB's core workload
 * that do not shape the keys (field sizes, scan lengths, measurement settings) are accepted and ignored;
 * any other name is an error listing the unknown names.
 */
public final class WorkloadFile {

    private static final Set<String> IGNORED = Set.of("workload", "readallfields", "readallfieldsbyname",
            "writeallfields", "fieldcount", "fieldlength", "minfieldlength", "fieldlengthdistribution",
            "fieldlengthhistogram", "fieldnameprefix", "minscanlength", "maxscanlength", "scanlengthdistribution",
            "keylengthdistribution", "table", "columnfamily", "dataintegrity", "measurementtype",
            "measurement.interval", "measurement.trackjvm", "measurement.raw.output_file", "histogram.buckets",
            "timeseries.granularity", "maxexecutiontime", "reportlatencyforeacherror", "latencytrackederrors",
            "core_workload_insertion_retry_limit", "core_workload_insertion_retry_interval", "threadcount",
            "target", "status.interval");

    private static final Set<String> TYPED = Set.of("requestdistribution", "zipfianconstant", "recordcount",
            "operationcount", "readproportion", "updateproportion", "insertproportion", "scanproportion",
            "readmodifywriteproportion", "hotspotdatafraction", "hotspotopnfraction", "exponential.percentile",
            "exponential.frac", "insertorder", "zeropadding", "insertstart", "insertcount");

    private static final Set<String> YCSB_DISTRIBUTIONS =
            Set.of("uniform", "zipfian", "hotspot", "latest", "sequential", "exponential");

    private static final int MAX_ZERO_PADDING = 64;

    private final Map<String, String> values;

    private WorkloadFile(Map<String, String> values) {
        this.values = values;
    }

    /** Reads and validates the workload file at {@code path}. */
    public static Workload read(Path path) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        return parse(properties);
    }

    /** Validates workload properties. */
    public static Workload parse(Properties properties) {
        Map<String, String> values = new TreeMap<>();
        Set<String> unknown = new TreeSet<>();
        for (String name : properties.stringPropertyNames()) {
            values.put(name, properties.getProperty(name).trim());
            if (!TYPED.contains(name) && !IGNORED.contains(name)) {
                unknown.add(name);
            }
        }
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("unknown workload properties " + unknown + "; known: "
                    + new TreeSet<>(TYPED) + ", ignored as not shaping keys: " + new TreeSet<>(IGNORED));
        }
        return new WorkloadFile(values).toWorkload();
    }

    private Workload toWorkload() {
        long recordCount = longValue("recordcount", null);
        checkInsertRange(recordCount);
        double read = fraction("readproportion", "0.95");
        double update = fraction("updateproportion", "0.05");
        double insert = fraction("insertproportion", "0");
        double scan = fraction("scanproportion", "0");
        double readModifyWrite = fraction("readmodifywriteproportion", "0");
        double percentile = doubleValue("exponential.percentile", "95");
        double frac = doubleValue("exponential.frac", "0.8571428571");
        long zeroPadding = longValue("zeropadding", "1");
        if (zeroPadding < 1 || zeroPadding > MAX_ZERO_PADDING) {
            throw new IllegalArgumentException("zeropadding=" + zeroPadding + " must be in [1, "
                    + MAX_ZERO_PADDING + "]");
        }
        return new Workload(distribution(), doubleValue("zipfianconstant", "0.99"), recordCount,
                longValue("operationcount", null), new OperationMix(read, update, insert, scan, readModifyWrite),
                new HotspotOptions(fraction("hotspotdatafraction", "0.2"), fraction("hotspotopnfraction", "0.8")),
                new ExponentialOptions(percentile, frac), InsertOrder.byName(text("insertorder", "hashed")),
                (int) zeroPadding);
    }

    private KeyDistribution distribution() {
        String name = text("requestdistribution", "uniform");
        if (!YCSB_DISTRIBUTIONS.contains(name)) {
            throw new IllegalArgumentException("requestdistribution=" + name + " is not supported; known: "
                    + new TreeSet<>(YCSB_DISTRIBUTIONS));
        }
        return KeyDistribution.byName(name);
    }

    // Key ranges that start past 0 (parallel loaders) are not modelled: refuse them rather than ignore them.
    private void checkInsertRange(long recordCount) {
        long insertStart = longValue("insertstart", "0");
        if (insertStart != 0) {
            throw new IllegalArgumentException("insertstart=" + insertStart + " is not supported; only 0 is");
        }
        long insertCount = longValue("insertcount", Long.toString(recordCount));
        if (insertCount != recordCount) {
            throw new IllegalArgumentException("insertcount=" + insertCount
                    + " is not supported; only recordcount (" + recordCount + ") is");
        }
    }

    private String text(String name, String fallback) {
        String value = values.getOrDefault(name, fallback);
        if (value == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        return value;
    }

    private long longValue(String name, String fallback) {
        String value = text(name, fallback);
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=" + value + " is not an integer", e);
        }
    }

    private double doubleValue(String name, String fallback) {
        String value = text(name, fallback);
        try {
            double parsed = Double.parseDouble(value);
            if (!Double.isFinite(parsed)) {
                throw new NumberFormatException(value);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=" + value + " is not a finite number", e);
        }
    }

    private double fraction(String name, String fallback) {
        double value = doubleValue(name, fallback);
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException(name + "=" + values.get(name) + " must be in [0, 1]");
        }
        return value;
    }
}
