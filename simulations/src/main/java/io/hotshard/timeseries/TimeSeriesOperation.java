package io.hotshard.timeseries;

/**
 * One operation of the time-series workload.
 *
 * @param write whether it writes an event (else it reads a window)
 * @param key   the event's key (writes), or null
 * @param value the event's value (writes), or null
 * @param query the router's fan-out query string (reads), e.g. {@code q=event:17672256000&route=owners&limit=0}
 */
public record TimeSeriesOperation(boolean write, String key, String value, String query) {
}
