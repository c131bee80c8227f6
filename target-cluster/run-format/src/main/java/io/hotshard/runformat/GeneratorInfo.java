package io.hotshard.runformat;

import java.util.List;

/**
 * The optional {@code generator} section of {@code run.json}: what the load generator sent.
 *
 * @param requests client requests sent (a fan-out query counts once), or -1 when not recorded
 * @param hotKeys the keys made hot on purpose, hottest first
 */
public record GeneratorInfo(long requests, List<HotKey> hotKeys) {

    /** Copies the list so the record stays immutable. */
    public GeneratorInfo {
        hotKeys = List.copyOf(hotKeys);
    }
}
