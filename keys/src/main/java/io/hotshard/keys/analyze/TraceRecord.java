package io.hotshard.keys.analyze;

/**
 * One request of a trace.
 *
 * @param key the key
 * @param op  {@code read} or {@code write} from the trace's op field, or null when the trace has none
 */
public record TraceRecord(String key, String op) {
}
