package io.hotshard.router.mitigate;

import io.hotshard.ring.Salting;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Objects;
import java.util.Set;

/**
 * Key salting: each listed key is stored as sub-keys {@code key#0 .. key#(salts-1)} ({@link Salting}).
 *
 * @param seed seed of the choice of the salt read in {@code one} mode
 */
public record SaltingSettings(boolean enabled, Set<String> keys, int salts, ReadMode readMode, long seed) {

    /** Fewest copies of a salted key. */
    public static final int MIN_SALTS = 2;
    /** Most copies of a salted key. */
    public static final int MAX_SALTS = 64;


    private static final Set<String> FIELDS = Set.of("enabled", "keys", "salts", "readMode", "seed");

    /** Validates every field. */
    public SaltingSettings {
        keys = Fields.keySet("salting.keys", keys);
        Fields.requireRange("salting.salts", salts, MIN_SALTS, MAX_SALTS);
        Objects.requireNonNull(readMode, "salting.readMode");
    }

    /** Off, no keys, {@link Salting#DEFAULT_SALTS} salts, merge reads, seed 1. */
    public static SaltingSettings defaults() {
        return new SaltingSettings(false, Set.of(), Salting.DEFAULT_SALTS, ReadMode.MERGE, 1);
    }

    SaltingSettings patched(Object patch) {
        Fields in = Fields.of("salting", patch, FIELDS);
        long newSalts = in.integer("salts", salts);
        Fields.requireRange("salting.salts", newSalts, MIN_SALTS, MAX_SALTS);
        String mode = in.string("readMode", readMode.label());
        return new SaltingSettings(in.bool("enabled", enabled), in.keys("keys", keys), (int) newSalts,
                ReadMode.byName(mode), in.integer("seed", seed));
    }

    JsonObject toJson() {
        return new JsonObject().put("enabled", enabled).put("keys", new JsonArray(keys.stream().toList()))
                .put("salts", salts).put("readMode", readMode.label()).put("seed", seed);
    }
}
