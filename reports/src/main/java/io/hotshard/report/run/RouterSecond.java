package io.hotshard.report.run;

/**
 * One row of {@code router.csv}: the router during one second of the run.
 *
 * @param requests client requests received (a fan-out query counts once)
 * @param fanoutRequests fan-out queries among {@code requests}
 * @param p50Micros single-key latency percentiles this second; NaN when none completed
 */
public record RouterSecond(int second, long requests, long responses2xx, long responses4xx, long responses5xx,
                           long failures502, long failures504, long fanoutRequests, double p50Micros,
                           double p99Micros, double p999Micros, double maxMicros) {

    /** Responses of any status. */
    public long responses() {
        return responses2xx + responses4xx + responses5xx;
    }
}
