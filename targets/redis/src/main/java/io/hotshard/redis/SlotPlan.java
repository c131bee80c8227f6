package io.hotshard.redis;

import java.util.ArrayList;
import java.util.List;

/** Which slots a reshard hands to a new master. */
public final class SlotPlan {

    private SlotPlan() {
    }

    /**
     * The slots that give a new master on {@code toPort} its even part of the cluster: each serving master hands
     * over {@code 1 / (masters + 1)} of its slots, the last of its ranges, so every master ends with about the same
     * count. {@code hotSlot} is among them (its owner gives it instead of one of its own) and comes first.
     */
    public static List<Integer> even(ClusterTopology topology, int toPort, int hotSlot) {
        List<ClusterNode> givers = topology.masters().stream().filter(m -> m.port() != toPort).toList();
        List<Integer> slots = new ArrayList<>();
        slots.add(hotSlot);
        for (ClusterNode master : givers) {
            int share = master.slotCount() / (givers.size() + 1);
            boolean ownsHot = master.slots().stream().anyMatch(r -> r.contains(hotSlot));
            int taken = ownsHot ? 1 : 0;
            List<ClusterNode.SlotRange> ranges = master.slots();
            for (int r = ranges.size() - 1; r >= 0 && taken < share; r--) {
                for (int s = ranges.get(r).last(); s >= ranges.get(r).first() && taken < share; s--) {
                    if (s != hotSlot) {
                        slots.add(s);
                        taken++;
                    }
                }
            }
        }
        return List.copyOf(slots);
    }
}
