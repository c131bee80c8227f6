package io.hotshard.router.mitigate;

import java.util.Arrays;
import java.util.Locale;

/** How a salted key is written and read. */
public enum ReadMode {

    /** A write goes to one salt; a read asks every salt and joins the parts. */
    MERGE,
    /** A write goes to every salt; a read asks one. */
    ONE;

    /** The name used in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The mode named {@code name}; fails listing the known names. */
    public static ReadMode byName(String name) {
        return Arrays.stream(values()).filter(m -> m.label().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("salting.readMode must be one of "
                        + Arrays.stream(values()).map(ReadMode::label).toList() + " but was " + name));
    }
}
