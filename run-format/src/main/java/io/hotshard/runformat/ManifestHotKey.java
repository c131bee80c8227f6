package io.hotshard.runformat;

/**
 * A key the generator made hot on purpose.
 *
 * @param share the key's fraction of the key-addressed requests, in [0, 1]
 */
public record ManifestHotKey(String key, double share) {

    /** Checks the share. */
    public ManifestHotKey {
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("hot key share must be in [0, 1] but was " + share);
        }
    }
}
