package io.hotshard.keys.queries;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A condition seen through one candidate key: the keys it may select, as pieces. A piece pins some of the key's
 * fields to a value (known, or a placeholder) and may bound one field by a range; the query touches the union of
 * its pieces' shards. AND crosses pieces, OR joins them; a condition that leaves a field of the key free selects
 * every key, and so does one with more than {@value #MAX_PIECES} pieces.
 */
final class KeyPieces {

    static final int MAX_PIECES = 10_000;
    /** A field of the key that the piece leaves free. */
    static final String FREE = "\u0000free";

    private final List<String> parts;

    /** Pieces for the candidate whose key joins {@code parts} (matched to field names in any case). */
    KeyPieces(List<String> parts) {
        this.parts = parts.stream().map(p -> p.toLowerCase(Locale.ROOT)).toList();
    }

    /**
     * A piece: per field of the key its value ({@link #FREE}, a value, or null for a placeholder), how many keys it
     * stands for (an IN of k placeholders: k), and a range on one field or none ({@code rangePart} -1).
     */
    record Piece(String[] values, long keys, int rangePart, String lower, String upper, boolean rangeKnown) {

        boolean pinned() {
            return Arrays.stream(values).noneMatch(FREE::equals);
        }

        boolean known() {
            return Arrays.stream(values).allMatch(v -> v != null && !FREE.equals(v));
        }
    }

    /** The pieces of {@code where}, or null when it may select every key. */
    List<Piece> of(Condition where) {
        List<Piece> pieces = walk(where);
        return pieces == null || pieces.size() > MAX_PIECES ? null : pieces;
    }

    private List<Piece> walk(Condition c) {
        if (c instanceof Condition.Eq eq) {
            int i = part(eq.field());
            return i < 0 ? null : List.of(pin(i, eq.value(), 1));
        }
        if (c instanceof Condition.In in) {
            int i = part(in.field());
            if (i < 0 || in.size() < 0) {
                return null;
            }
            if (!in.valuesKnown()) {
                return List.of(pin(i, null, in.size()));
            }
            return in.values().stream().distinct().map(v -> pin(i, v, 1)).toList();
        }
        if (c instanceof Condition.Range r) {
            int i = part(r.field());
            return i < 0 ? null : List.of(new Piece(free(), 1, i, r.lower(), r.upper(), r.valuesKnown()));
        }
        if (c instanceof Condition.And and) {
            return and(and.parts());
        }
        if (c instanceof Condition.Or or) {
            List<Piece> all = new ArrayList<>();
            for (Condition part : or.parts()) {
                List<Piece> pieces = walk(part);
                if (pieces == null || all.size() + pieces.size() > MAX_PIECES) {
                    return null;
                }
                all.addAll(pieces);
            }
            return all;
        }
        return null;
    }

    private List<Piece> and(List<Condition> conditions) {
        List<Piece> result = null;
        for (Condition part : conditions) {
            List<Piece> pieces = walk(part);
            if (pieces == null) {
                continue;
            }
            if (result == null) {
                result = pieces;
                continue;
            }
            if ((long) result.size() * pieces.size() > MAX_PIECES) {
                return null;
            }
            List<Piece> crossed = new ArrayList<>();
            for (Piece a : result) {
                for (Piece b : pieces) {
                    Piece both = both(a, b);
                    if (both != null) {
                        crossed.add(both);
                    }
                }
            }
            result = crossed;
        }
        return result;
    }

    /** Both pieces at once, or null when they contradict (two different known values for one field). */
    private static Piece both(Piece a, Piece b) {
        String[] values = a.values().clone();
        long keys = a.keys() * b.keys();
        for (int i = 0; i < values.length; i++) {
            String other = b.values()[i];
            if (FREE.equals(other)) {
                continue;
            }
            if (FREE.equals(values[i])) {
                values[i] = other;
            } else if (values[i] != null && other != null) {
                if (!values[i].equals(other)) {
                    return null;
                }
                keys = Math.min(a.keys(), b.keys());
            } else {
                values[i] = values[i] == null ? other : values[i];
                keys = Math.min(a.keys(), b.keys());
            }
        }
        if (a.rangePart() >= 0) {
            if (b.rangePart() == a.rangePart() && a.rangeKnown() && b.rangeKnown()) {
                return new Piece(values, keys, a.rangePart(), max(a.lower(), b.lower()), min(a.upper(), b.upper()),
                        true);
            }
            return new Piece(values, keys, a.rangePart(), a.lower(), a.upper(), a.rangeKnown());
        }
        return new Piece(values, keys, b.rangePart(), b.lower(), b.upper(), b.rangeKnown());
    }

    private Piece pin(int part, String value, long keys) {
        String[] values = free();
        values[part] = value;
        return new Piece(values, keys, -1, null, null, false);
    }

    private String[] free() {
        String[] values = new String[parts.size()];
        Arrays.fill(values, FREE);
        return values;
    }

    private int part(String field) {
        return parts.indexOf(field.toLowerCase(Locale.ROOT));
    }

    private static String max(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) >= 0 ? a : b;
    }

    private static String min(String a, String b) {
        return a == null ? b : b == null ? a : a.compareTo(b) <= 0 ? a : b;
    }
}
