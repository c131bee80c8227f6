package io.hotshard.redis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * One line of {@code CLUSTER NODES}: the node's id, port, role, its master's id (replicas), whether it is marked
 * failing, and the slot ranges it serves (slots being imported or migrated, written in brackets, are left out).
 */
public record ClusterNode(String id, String host, int port, boolean master, String masterId, boolean failing,
                         boolean connected, List<SlotRange> slots) {

    /** Parses one line of {@code CLUSTER NODES}; a malformed line fails quoting it. */
    public static ClusterNode parse(String line) {
        String[] f = line.trim().split(" ");
        if (f.length < 8) {
            throw new IllegalArgumentException("not a CLUSTER NODES line: " + line);
        }
        String address = f[1].split("[@,]")[0];
        int colon = address.lastIndexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("no host:port in CLUSTER NODES line: " + line);
        }
        Set<String> flags = new TreeSet<>(Arrays.asList(f[2].split(",")));
        List<SlotRange> slots = new ArrayList<>();
        for (int i = 8; i < f.length; i++) {
            if (!f[i].startsWith("[")) {
                slots.add(SlotRange.parse(f[i]));
            }
        }
        return new ClusterNode(f[0], address.substring(0, colon), Integer.parseInt(address.substring(colon + 1)),
                flags.contains("master"), "-".equals(f[3]) ? "" : f[3],
                flags.contains("fail") || flags.contains("fail?"), "connected".equals(f[7]), List.copyOf(slots));
    }

    /** Number of slots this node serves. */
    public int slotCount() {
        return slots.stream().mapToInt(SlotRange::size).sum();
    }

    /** {@code master} or {@code replica}. */
    public String role() {
        return master ? "master" : "replica";
    }

    /** A run of slots {@code [first, last]}. */
    public record SlotRange(int first, int last) {

        /** Parses {@code 0-5460} or a single slot {@code 42}. */
        public static SlotRange parse(String text) {
            int dash = text.indexOf('-');
            return dash < 0 ? new SlotRange(Integer.parseInt(text), Integer.parseInt(text))
                    : new SlotRange(Integer.parseInt(text.substring(0, dash)),
                            Integer.parseInt(text.substring(dash + 1)));
        }

        /** Number of slots in the range. */
        public int size() {
            return last - first + 1;
        }

        /** Whether {@code slot} lies in the range. */
        public boolean contains(int slot) {
            return slot >= first && slot <= last;
        }

        @Override
        public String toString() {
            return first == last ? Integer.toString(first) : first + "-" + last;
        }
    }
}
