package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * A low-cardinality shard key such as {@code category_id % 4}: one hot category takes a given share of
 * requests and the other categories share the remainder evenly. Keys are written {@code category:<id>}
 * by default.
 */
public final class CategoryKeys implements KeyGenerator {

    private final CategoryOptions options;
    private final UniformRandomProvider rng;

    /** Creates the generator over category ids [0, categories). */
    public CategoryKeys(CategoryOptions options, UniformRandomProvider rng) {
        this.options = Objects.requireNonNull(options, "options");
        this.rng = Objects.requireNonNull(rng, "rng");
    }

    @Override
    public long nextId() {
        if (rng.nextDouble() < options.hotShare()) {
            return options.hotCategory();
        }
        int other = rng.nextInt(options.categories() - 1);
        return other >= options.hotCategory() ? other + 1 : other;
    }
}
