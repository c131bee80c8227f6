package io.hotshard.recording;

import io.hotshard.metrics.HlogWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** The interval logs of a run, opened on their first interval and renamed into place when closed. */
public final class HlogFiles {

    private final Path directory;
    private final long baseTimeMillis;
    private final Map<String, HlogWriter> logs = new LinkedHashMap<>();

    /** Logs in {@code directory} whose intervals are stamped from {@code baseTimeMillis}, the run's second 0. */
    public HlogFiles(Path directory, long baseTimeMillis) {
        this.directory = directory;
        this.baseTimeMillis = baseTimeMillis;
    }

    /** Appends one interval to {@code fileName}, tagging it with the file's base name. */
    public void write(String fileName, Histogram interval) throws IOException {
        HlogWriter log = logs.get(fileName);
        if (log == null) {
            log = HlogWriter.open(directory.resolve(fileName), fileName.replace(".hlog", ""), baseTimeMillis);
            logs.put(fileName, log);
        }
        log.write(interval);
    }

    /** Closes every log, moving each to its final name; keeps going past a failure and rethrows the first. */
    public List<Path> close() throws IOException {
        IOException first = null;
        List<Path> closed = new ArrayList<>();
        for (Map.Entry<String, HlogWriter> log : logs.entrySet()) {
            try {
                log.getValue().close();
                closed.add(directory.resolve(log.getKey()));
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
        return closed;
    }
}
