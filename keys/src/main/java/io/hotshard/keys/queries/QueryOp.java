package io.hotshard.keys.queries;

import java.util.Locale;

/** What a logged query does: reads, writes a new row, or changes (or deletes) rows it selects. */
public enum QueryOp {

    /** A read (SELECT, find, aggregate, count). */
    READ("read"),
    /** A write of a new row (INSERT, insert): it goes to the shard of the key it carries. */
    WRITE("write"),
    /** A change of the rows it selects (UPDATE, DELETE, update, findAndModify, remove). */
    UPDATE("update");

    private final String label;

    QueryOp(String label) {
        this.label = label;
    }

    /** Whether it writes (a write or an update). */
    public boolean writes() {
        return this != READ;
    }

    /** The op named {@code name} ({@code read}, {@code write}, {@code update}, any case), or null. */
    public static QueryOp byName(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (QueryOp op : values()) {
            if (op.label.equals(wanted)) {
                return op;
            }
        }
        return null;
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
