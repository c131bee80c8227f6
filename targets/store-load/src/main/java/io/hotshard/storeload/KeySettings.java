package io.hotshard.storeload;

import io.hotshard.keys.CategoryOptions;
import io.hotshard.keys.CelebrityOptions;
import io.hotshard.keys.HotspotOptions;
import io.hotshard.keys.KeyDistribution;
import io.hotshard.keys.KeyFormat;
import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.KeyOptions;
import io.hotshard.keys.Workload;
import io.hotshard.keys.WorkloadFile;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Builds a simulation's key generator from {@code hotshard.dist} and each distribution's parameters
 * ({@code hotshard.items}, {@code .theta}, {@code .scrambled}, {@code .hotDataFraction}, {@code .hotOpFraction},
 * {@code .celebrityShare}, {@code .celebrities}, {@code .categories}, {@code .hotCategoryShare}), or from a
 * YCSB workload file given as {@code hotshard.workload}.
 */
public final class KeySettings {

    private KeySettings() {
    }

    /** The generator the properties describe, drawing from {@code rng}. */
    public static KeyGenerator generator(SimProperties props, UniformRandomProvider rng) {
        String workload = props.raw("hotshard.workload");
        if (workload != null) {
            try {
                Workload parsed = WorkloadFile.read(Path.of(workload));
                return parsed.keyGenerator(rng);
            } catch (IOException e) {
                throw new UncheckedIOException("hotshard.workload '" + workload + "' cannot be read", e);
            }
        }
        KeyDistribution distribution = distribution(props, "hotshard.dist");
        KeyOptions options = options(props);
        return distribution.create(options, rng).withFormat(distribution.defaultKeyFormat(options));
    }

    /** How the generator writes ids as keys: the workload file's format when one is given, else the distribution's. */
    public static KeyFormat keyFormat(SimProperties props) {
        String workload = props.raw("hotshard.workload");
        if (workload != null) {
            try {
                return WorkloadFile.read(Path.of(workload)).keyFormat();
            } catch (IOException e) {
                throw new UncheckedIOException("hotshard.workload '" + workload + "' cannot be read", e);
            }
        }
        KeyDistribution distribution = distribution(props, "hotshard.dist");
        return distribution.defaultKeyFormat(options(props));
    }

    /** The read proportion: the workload file's when one is given, else {@code hotshard.readProportion}. */
    public static double readProportion(SimProperties props, double fallback) {
        String workload = props.raw("hotshard.workload");
        if (workload == null) {
            return fallback;
        }
        try {
            return WorkloadFile.read(Path.of(workload)).mix().read();
        } catch (IOException e) {
            throw new UncheckedIOException("hotshard.workload '" + workload + "' cannot be read", e);
        }
    }

    /**
     * The keys the workload makes hottest, as the generator writes them: the celebrities, the top
     * {@code hotshard.mitigation.topKeys} ranks of an unscrambled Zipfian, the hot category; empty where no key
     * stands out (uniform, hotspot, scrambled, a workload file).
     */
    public static List<String> hotKeys(SimProperties props) {
        if (props.raw("hotshard.workload") != null) {
            return List.of();
        }
        KeyDistribution distribution = distribution(props, "hotshard.dist");
        KeyOptions options = options(props);
        KeyFormat format = distribution.defaultKeyFormat(options);
        int top = props.intValue("hotshard.mitigation.topKeys", 1, 1, 10_000);
        List<Long> ids = switch (distribution) {
            case CELEBRITY -> LongStream.range(0, options.celebrity().celebrities()).boxed().toList();
            case ZIPFIAN, ZIPFIAN_EXACT -> options.scrambled() ? List.of()
                    : LongStream.range(0, Math.min(top, options.items())).boxed().toList();
            case CATEGORY -> List.of((long) options.category().hotCategory());
            default -> List.of();
        };
        return ids.stream().map(format::format).toList();
    }

    static KeyOptions options(SimProperties props) {
        KeyOptions defaults = KeyOptions.defaults(props.longValue("hotshard.items", 10_000, 1, Long.MAX_VALUE));
        CelebrityOptions celebrity = new CelebrityOptions(
                props.doubleValue("hotshard.celebrityShare", CelebrityOptions.DEFAULT.share(), 0, 1),
                props.intValue("hotshard.celebrities", CelebrityOptions.DEFAULT.celebrities(), 1, 1_000_000),
                distribution(props, "hotshard.celebrityRest"));
        HotspotOptions hotspot = new HotspotOptions(
                props.doubleValue("hotshard.hotDataFraction", HotspotOptions.DEFAULT.hotDataFraction(), 0, 1),
                props.doubleValue("hotshard.hotOpFraction", HotspotOptions.DEFAULT.hotOpFraction(), 0, 1));
        CategoryOptions category = new CategoryOptions(
                props.intValue("hotshard.categories", CategoryOptions.DEFAULT.categories(), 1, 1_000_000),
                props.intValue("hotshard.hotCategory", CategoryOptions.DEFAULT.hotCategory(), 0, 1_000_000),
                props.doubleValue("hotshard.hotCategoryShare", CategoryOptions.DEFAULT.hotShare(), 0, 1));
        return defaults.withTheta(props.doubleValue("hotshard.theta", defaults.theta(), 0, 100))
                .withScrambled(props.booleanValue("hotshard.scrambled", false))
                .withCelebrity(celebrity).withHotspot(hotspot).withCategory(category);
    }

    private static KeyDistribution distribution(SimProperties props, String name) {
        return props.typed(name, KeyDistribution.UNIFORM, KeyDistribution::byName, "a key distribution");
    }
}
