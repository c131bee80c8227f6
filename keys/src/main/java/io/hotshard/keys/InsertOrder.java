package io.hotshard.keys;

import java.util.Arrays;
import java.util.stream.Collectors;

/** YCSB's {@code insertorder}: how record ids become key names. */
public enum InsertOrder {
    /** Key names carry the FNV hash of the id, {@code user<fnvhash64(id)>}, scattering them in text order. */
    HASHED("hashed"),
    /** Key names carry the id itself, {@code user<id>}. */
    ORDERED("ordered");

    private final String id;

    InsertOrder(String id) {
        this.id = id;
    }

    /** Returns the name used in workload files. */
    public String id() {
        return id;
    }

    /** Returns the order called {@code name}, failing with the list of known names. */
    public static InsertOrder byName(String name) {
        for (InsertOrder o : values()) {
            if (o.id.equals(name)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown insert order '" + name + "'; known: "
                + Arrays.stream(values()).map(InsertOrder::id).collect(Collectors.joining(", ")));
    }
}
