package io.hotshard.keys;

import java.util.Iterator;
import java.util.Map;
import java.util.Objects;

/**
 * An endless iterator of one-entry records {@code {attribute: key}}, the shape a Gatling feeder takes.
 * Not thread-safe; Gatling drains a feeder from a single actor.
 */
public final class KeyFeeder implements Iterator<Map<String, Object>> {

    private final KeyGenerator keys;
    private final String attribute;

    /** Feeds keys from {@code keys} under the session attribute {@code attribute}. */
    public KeyFeeder(KeyGenerator keys, String attribute) {
        this.keys = Objects.requireNonNull(keys, "keys");
        this.attribute = Objects.requireNonNull(attribute, "attribute");
    }

    @Override
    public boolean hasNext() {
        return true;
    }

    @Override
    public Map<String, Object> next() {
        return Map.of(attribute, keys.nextKey());
    }
}
