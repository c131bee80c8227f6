package io.hotshard.keys;

import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Collectors;
import org.apache.commons.rng.UniformRandomProvider;

/** The key distributions users name, each a constructor of {@link KeyGenerator}s. */
public enum KeyDistribution {
    /** Every key equally likely. */
    UNIFORM("uniform", true, (o, rng) -> new UniformKeys(o.items(), rng)),
    /** YCSB's Zipfian (Gray et al. 1994), key0 most popular. */
    ZIPFIAN("zipfian", true, (o, rng) -> new ZipfianKeys(o.items(), o.theta(), rng)),
    /** Exact Zipf by rejection-inversion, any theta, key0 most popular. */
    ZIPFIAN_EXACT("zipfian-exact", true, (o, rng) -> new ZipfianExactKeys(o.items(), o.theta(), rng)),
    /** A hot fraction of the keys takes a hot fraction of the requests (YCSB hotspot). */
    HOTSPOT("hotspot", true, (o, rng) -> new HotspotKeys(o.items(), o.hotspot(), rng)),
    /** A few celebrity keys take a share of the requests, the rest spread over the other keys. */
    CELEBRITY("celebrity", true, (o, rng) -> CelebrityKeys.of(o.items(), o.celebrity(), o.theta(), rng)),
    /** Recently inserted keys most popular (YCSB latest). */
    LATEST("latest", false, (o, rng) -> new LatestKeys(new InsertCounter(o.items()), o.theta(), rng)),
    /** Recent keys most popular, exponentially (YCSB exponential). */
    EXPONENTIAL("exponential", true, (o, rng) -> new ExponentialKeys(o.items(), o.exponential(), rng)),
    /** Time-ordered keys, ids in increasing order. */
    SEQUENTIAL("sequential", false, (o, rng) -> new SequentialKeys(o.items())),
    /** A low-cardinality key with one hot value. */
    CATEGORY("category", false, (o, rng) -> new CategoryKeys(o.category(), rng));

    private final String id;
    private final boolean scramblable;
    private final Factory factory;

    KeyDistribution(String id, boolean scramblable, Factory factory) {
        this.id = id;
        this.scramblable = scramblable;
        this.factory = factory;
    }

    /** Returns the name users type. */
    public String id() {
        return id;
    }

    @Override
    public String toString() {
        return id;
    }

    /** Returns whether ids of this distribution may be scrambled. */
    public boolean scramblable() {
        return scramblable;
    }

    /** Creates a generator, scrambled when the options ask for it; ids are written with {@link #defaultKeyFormat}. */
    public KeyGenerator create(KeyOptions options, UniformRandomProvider rng) {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(rng, "rng");
        if (options.scrambled() && !scramblable) {
            throw new IllegalArgumentException("scrambling applies to " + names(true) + " but not to " + id);
        }
        KeyGenerator ids = factory.create(options, rng);
        if (options.scrambled()) {
            ids = new ScrambledKeys(ids, options.items());
        }
        return ids.withFormat(defaultKeyFormat(options));
    }

    /**
     * Returns how keys are written unless a format is given: {@code key<id>}; for {@code sequential}
     * zero-padded to at least 9 digits so text order is time order; for {@code category} {@code category:<id>}.
     */
    public KeyFormat defaultKeyFormat(KeyOptions options) {
        return switch (this) {
            case SEQUENTIAL -> KeyFormat.of("key%0" + Math.max(9, Long.toString(options.items() - 1).length()) + "d");
            case CATEGORY -> KeyFormat.of("category:%d");
            default -> KeyFormat.DEFAULT;
        };
    }

    /** Returns the distribution called {@code name}, failing with the list of known names. */
    public static KeyDistribution byName(String name) {
        for (KeyDistribution d : values()) {
            if (d.id.equals(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown key distribution '" + name + "'; known: " + names(false));
    }

    private static String names(boolean scramblableOnly) {
        return Arrays.stream(values()).filter(d -> !scramblableOnly || d.scramblable)
                .map(KeyDistribution::id).collect(Collectors.joining(", "));
    }

    @FunctionalInterface
    private interface Factory {
        KeyGenerator create(KeyOptions options, UniformRandomProvider rng);
    }
}
