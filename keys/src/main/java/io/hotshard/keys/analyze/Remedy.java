package io.hotshard.keys.analyze;

/**
 * A remedy recomputed on the candidate's own data.
 *
 * @param name         {@code salting}, {@code split} or {@code read-cache}
 * @param hottestShare the hottest shard's share of requests once applied
 * @param effect       what it buys and what it costs, in words
 */
public record Remedy(String name, double hottestShare, String effect) {
}
