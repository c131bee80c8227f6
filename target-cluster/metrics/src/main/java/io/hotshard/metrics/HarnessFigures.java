package io.hotshard.metrics;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What measuring cost in one run: how late the generator sent against its schedule, how long events waited on
 * the event loops, the JVM's GC pauses and the process's CPU. Times in microseconds or milliseconds as named;
 * {@code processCpuShare} is this process's share of all cores (0..1), {@code machineCpuLoad} every process's.
 * The means are NaN where they were not measured (an external target's loops); the bursts are the mean part of
 * each delay beyond one mean service time of the shards ({@link DelayBursts}), what piles requests up at a queue.
 */
public record HarnessFigures(long sendLagP99Micros, long sendLagMaxMicros, long loopDelayP99Micros,
                             long loopDelayMaxMicros, long gcPauses, long gcPauseTotalMillis, long gcPauseMaxMillis,
                             double processCpuShare, double machineCpuLoad, double seconds, double sendLagMeanMicros,
                             double loopDelayMeanMicros, double sendLagBurstMicros, double loopDelayBurstMicros) {

    /** The figures as named fields in a stable order, for JSON. */
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("sendLagP99Micros", sendLagP99Micros);
        out.put("sendLagMaxMicros", sendLagMaxMicros);
        out.put("sendLagMeanMicros", finite(sendLagMeanMicros));
        out.put("loopDelayP99Micros", loopDelayP99Micros);
        out.put("loopDelayMaxMicros", loopDelayMaxMicros);
        out.put("loopDelayMeanMicros", finite(loopDelayMeanMicros));
        out.put("sendLagBurstMicros", finite(sendLagBurstMicros));
        out.put("loopDelayBurstMicros", finite(loopDelayBurstMicros));
        out.put("gcPauses", gcPauses);
        out.put("gcPauseTotalMillis", gcPauseTotalMillis);
        out.put("gcPauseMaxMillis", gcPauseMaxMillis);
        out.put("processCpuShare", finite(processCpuShare));
        out.put("machineCpuLoad", finite(machineCpuLoad));
        out.put("seconds", seconds);
        return out;
    }

    private static Object finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
