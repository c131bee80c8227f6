package io.hotshard.keys;

import java.util.Objects;

/** A key generator whose ids come from another generator and whose keys use a given format. */
final class FormattedKeys implements KeyGenerator {

    private final KeyGenerator ids;
    private final KeyFormat format;

    FormattedKeys(KeyGenerator ids, KeyFormat format) {
        this.ids = Objects.requireNonNull(ids, "ids");
        this.format = Objects.requireNonNull(format, "format");
    }

    @Override
    public long nextId() {
        return ids.nextId();
    }

    @Override
    public String nextKey() {
        return format.format(ids.nextId());
    }

    @Override
    public KeyGenerator withFormat(KeyFormat other) {
        return new FormattedKeys(ids, other);
    }
}
