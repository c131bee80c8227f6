package io.hotshard.storeload;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Every {@code hotshard.*} property a run knows ({@code settings.txt} beside this class): a misspelled one
 * ({@code -Dhotshard.rat=5}) is refused before the run starts, naming the nearest known name, instead of being
 * ignored in silence while the run goes on with the default.
 */
public final class SettingsRegistry {

    static final String PREFIX = "hotshard.";
    private static final SortedSet<String> KNOWN = load();

    private SettingsRegistry() {
    }

    /** The known names, sorted. */
    public static Set<String> known() {
        return KNOWN;
    }

    /** Fails, naming the first unknown {@code hotshard.*} name of {@code given} and the nearest known one. */
    public static void requireKnown(Map<String, String> given) {
        List<String> unknown = given.keySet().stream().filter(k -> k.startsWith(PREFIX) && !KNOWN.contains(k))
                .sorted().toList();
        if (!unknown.isEmpty()) {
            String name = unknown.get(0);
            throw new IllegalArgumentException(name + " is not a setting hotshard knows; did you mean " + nearest(name)
                    + "? (docs/simulations.md lists them all)");
        }
    }

    /** The known name fewest edits away from {@code name} (the first in order among equals). */
    static String nearest(String name) {
        LevenshteinDistance distance = LevenshteinDistance.getDefaultInstance();
        return KNOWN.stream().min(Comparator.comparingInt((String k) -> distance.apply(k, name))
                .thenComparing(Comparator.naturalOrder())).orElseThrow();
    }

    private static SortedSet<String> load() {
        SortedSet<String> names = new TreeSet<>();
        try (InputStream in = SettingsRegistry.class.getResourceAsStream("settings.txt")) {
            if (in == null) {
                throw new IllegalStateException("settings.txt is missing beside " + SettingsRegistry.class.getName());
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            lines.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(names::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read settings.txt", e);
        }
        return Collections.unmodifiableSortedSet(names);
    }
}
