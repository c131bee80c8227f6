package io.hotshard.report.injectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.runformat.RunFiles;

/**
 * What one injector wrote in {@code injector-<i>.json}: its share of the arrival rate, its seeds, what it sent and
 * how the sends went, and how closely it kept to its schedule.
 *
 * @param index                 the injector's index, 0 .. injectors - 1
 * @param injectors             how many injectors the run had
 * @param status                {@code complete}, or {@code incomplete} when the injector was stopped early
 * @param seed                  the run seed the injector was given
 * @param keySeed               the seed of its key and operation stream, derived from the run seed and its index
 * @param ratePerSecond         its share of the steady arrival rate
 * @param intendedRatePerSecond arrivals its schedule planned over the load (ramp included) per planned second
 * @param actualRatePerSecond   arrivals it actually made per second, from its load start to its last arrival
 * @param offered               arrivals of its open model
 * @param sent                  requests it sent
 * @param ok                    sent requests answered as expected
 * @param ko                    sent requests that failed (bad status, time-out, connection error)
 * @param refused               arrivals not sent because its connection cap was full
 * @param sendLagP99Micros      p99 of how late it started virtual users against its schedule
 * @param sendLagMaxMicros      the largest such lag
 */
public record InjectorCounts(int index, int injectors, String status, long seed, long keySeed, long ratePerSecond,
                             double intendedRatePerSecond, double actualRatePerSecond, long offered, long sent,
                             long ok, long ko, long refused, long sendLagP99Micros, long sendLagMaxMicros) {

    /** The counts file of injector {@code index}. */
    public static String fileName(int index) {
        return RunFiles.injectorCounts(index);
    }

    /** The client latency log of injector {@code index}. */
    public static String hlogName(int index) {
        return RunFiles.injectorLog(index);
    }

    /** Reads the fields of an {@code injector-<i>.json} file; a missing field fails naming it. */
    public static InjectorCounts fromJson(String file, JsonNode n) {
        return new InjectorCounts(required(file, n, "index").asInt(), required(file, n, "injectors").asInt(),
                n.path("status").asText("complete"), required(file, n, "seed").asLong(),
                required(file, n, "keySeed").asLong(), required(file, n, "ratePerSecond").asLong(),
                n.path("intendedRatePerSecond").asDouble(Double.NaN), n.path("actualRatePerSecond").asDouble(Double.NaN),
                n.path("offered").asLong(), required(file, n, "sent").asLong(), required(file, n, "ok").asLong(),
                required(file, n, "ko").asLong(), n.path("refused").asLong(), n.path("sendLagP99Micros").asLong(),
                n.path("sendLagMaxMicros").asLong());
    }

    /** The counts as JSON, NaN rates as null. */
    public void writeTo(ObjectNode o) {
        o.put("index", index).put("injectors", injectors).put("status", status).put("seed", seed)
                .put("keySeed", keySeed).put("ratePerSecond", ratePerSecond);
        rate(o, "intendedRatePerSecond", intendedRatePerSecond);
        rate(o, "actualRatePerSecond", actualRatePerSecond);
        o.put("offered", offered).put("sent", sent).put("ok", ok).put("ko", ko).put("refused", refused)
                .put("sendLagP99Micros", sendLagP99Micros).put("sendLagMaxMicros", sendLagMaxMicros);
    }

    /** Actual over intended send rate; NaN when either is unknown. */
    public double rateRatio() {
        return intendedRatePerSecond > 0 ? actualRatePerSecond / intendedRatePerSecond : Double.NaN;
    }

    private static void rate(ObjectNode o, String field, double value) {
        if (Double.isFinite(value)) {
            o.put(field, Math.round(value * 100) / 100.0);
        } else {
            o.putNull(field);
        }
    }

    private static JsonNode required(String file, JsonNode n, String field) {
        JsonNode value = n.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException(file + ": field '" + field + "' is missing");
        }
        return value;
    }
}
