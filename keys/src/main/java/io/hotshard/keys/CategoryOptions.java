package io.hotshard.keys;

/**
 * Parameters of the {@code category} distribution: a low-cardinality field used as the shard key.
 *
 * @param categories how many distinct categories exist, >= 2
 * @param hotCategory which category is hot, in [0, categories)
 * @param hotShare the fraction of requests for the hot category, in [0, 1]; the others share the rest evenly
 */
public record CategoryOptions(int categories, int hotCategory, double hotShare) {

    /** Four categories, category 0 taking 80% of requests ({@code category_id % 4} with one busy category). */
    public static final CategoryOptions DEFAULT = new CategoryOptions(4, 0, 0.8);

    /** Validates the count, the hot category and its share. */
    public CategoryOptions {
        KeyChecks.atLeast("categories", categories, 2);
        if (hotCategory < 0 || hotCategory >= categories) {
            throw new IllegalArgumentException("hot category must be in [0, " + (categories - 1) + "] but was "
                    + hotCategory);
        }
        KeyChecks.fraction("hot category share", hotShare);
    }
}
