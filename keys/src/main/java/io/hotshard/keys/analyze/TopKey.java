package io.hotshard.keys.analyze;

/**
 * One of the heaviest keys.
 *
 * @param key   the key
 * @param count its requests (exact, or the sketch's estimate)
 * @param share count over all requests of the candidate
 */
public record TopKey(String key, long count, double share) {
}
