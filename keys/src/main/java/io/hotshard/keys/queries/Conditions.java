package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.List;

/** AND and OR of conditions as targeting reads them, nested ones flattened. */
final class Conditions {

    private Conditions() {
    }

    /** Every part: the parts that restrict something, or {@link Condition#ANYTHING} when none does. */
    static Condition and(List<Condition> parts) {
        List<Condition> kept = new ArrayList<>();
        for (Condition part : parts) {
            if (part instanceof Condition.And and) {
                kept.addAll(and.parts());
            } else if (!(part instanceof Condition.Anything)) {
                kept.add(part);
            }
        }
        if (kept.isEmpty()) {
            return Condition.ANYTHING;
        }
        return kept.size() == 1 ? kept.get(0) : new Condition.And(kept);
    }

    /** Any part: {@link Condition#ANYTHING} as soon as one part restricts nothing. */
    static Condition or(List<Condition> parts) {
        List<Condition> kept = new ArrayList<>();
        for (Condition part : parts) {
            if (part instanceof Condition.Anything) {
                return Condition.ANYTHING;
            }
            if (part instanceof Condition.Or or) {
                kept.addAll(or.parts());
            } else {
                kept.add(part);
            }
        }
        return kept.size() == 1 ? kept.get(0) : new Condition.Or(kept);
    }
}
