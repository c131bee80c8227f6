package io.hotshard.runformat;

import java.util.List;

/**
 * A master added to a Redis run's cluster and slots moved to it while the load ran, in {@code run.json}'s
 * {@code redis} section: {@code move} is {@code hot} (the hot slot alone: a node of its own) or {@code even} (an even
 * part of every master's slots, the hot slot included); when it began (milliseconds after the run started) and how
 * long adding the master and moving the slots took; slots and keys moved; the owner of the hot slot before and after;
 * requests that failed or timed out while it ran; and each shard's share before and after it.
 */
public record RedisReshard(String move, int addedPort, long startedAfterMillis, long addMillis, long moveMillis,
                           int slotsMoved, long keysMoved, int hotSlot, int hotSlotFrom, int hotSlotTo,
                           long failedDuringMove, List<RedisReshardShare> shares) {

    /** The {@code move} of a run that moved the hot slot alone. */
    public static final String HOT = "hot";
    /** The {@code move} of a run that gave the new master an even part of the slots. */
    public static final String EVEN = "even";

    /** Copies the list. */
    public RedisReshard {
        shares = List.copyOf(shares);
    }

    /**
     * One shard's share of the requests before the master was added and after the slots moved: predicted from the
     * load's keys on the slot map of the time, measured from the nodes' commandstats calls in each window.
     */
    public record RedisReshardShare(int port, double predictedBefore, double measuredBefore, double predictedAfter,
                                    double measuredAfter) {
    }
}
