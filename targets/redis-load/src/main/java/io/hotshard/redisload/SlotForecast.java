package io.hotshard.redisload;

import io.hotshard.ring.RedisSlots;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The prediction: a sample of the load's keys (drawn from the same distribution with another seed) placed by CRC16
 * ({@link RedisSlots}) on the slots; the hottest slot and the sample's hottest key with its share.
 */
record SlotForecast(long[] perSlot, int hottestSlot, String hottestKey, double hottestKeyShare) {

    /** Places {@code keys} on their slots. */
    static SlotForecast of(List<String> keys) {
        long[] perSlot = new long[RedisSlots.SLOT_COUNT];
        keys.forEach(k -> perSlot[RedisSlots.keyHashSlot(k)]++);
        Map.Entry<String, Long> hottestKey = keys.stream().collect(Collectors.groupingBy(k -> k, Collectors.counting()))
                .entrySet().stream().max(Map.Entry.comparingByValue()).orElse(Map.entry("", 0L));
        return new SlotForecast(perSlot, argMax(perSlot), hottestKey.getKey(),
                (double) hottestKey.getValue() / Math.max(1, keys.size()));
    }

    /** Each master's predicted share on the slot map {@code owners} (slot to master port). */
    Map<Integer, Double> shares(int[] owners) {
        return RedisNodeShares.bySlots(perSlot, owners);
    }

    /** The hottest slot's share of the sample. */
    double hottestSlotShare() {
        return (double) perSlot[hottestSlot] / Math.max(1, Arrays.stream(perSlot).sum());
    }

    private static int argMax(long[] values) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return best;
    }
}
