package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The concrete keys a query names for one candidate key, for a replay that sends them: a query whose condition
 * pins every field of the key to known values names those keys (an IN, an OR or a cross of them: several); one that
 * leaves a field free, bounds it by a range or holds placeholders names none, and a replay sends it to every shard.
 */
public final class KeyTargets {

    private final KeyPieces pieces;

    /** The targets of the candidate whose key joins {@code parts} with {@code :}. */
    public KeyTargets(List<String> parts) {
        this.pieces = new KeyPieces(parts);
    }

    /** The distinct keys {@code where} names, in order, or null when it may select any key. */
    public List<String> keys(Condition where) {
        List<KeyPieces.Piece> found = pieces.of(where);
        if (found == null) {
            return null;
        }
        Set<String> keys = new LinkedHashSet<>();
        for (KeyPieces.Piece p : found) {
            if (!p.known()) {
                return null;
            }
            keys.add(String.join(":", p.values()));
        }
        return new ArrayList<>(keys);
    }
}
