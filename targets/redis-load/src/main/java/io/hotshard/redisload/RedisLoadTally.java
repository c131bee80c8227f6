package io.hotshard.redisload;

import io.hotshard.ring.RedisSlots;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;

/** The client's running counts, one adder each (any thread), read together as {@link RedisLoadCounts}. */
final class RedisLoadTally {

    final LongAdder sent = new LongAdder();
    final LongAdder succeeded = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder timedOut = new LongAdder();
    final LongAdder refused = new LongAdder();
    final LongAdder writes = new LongAdder();
    final LongAdder writeCommands = new LongAdder();
    final LongAdder replicaReads = new LongAdder();
    final LongAdder cacheHits = new LongAdder();
    final LongAdder cacheMisses = new LongAdder();
    final AtomicLongArray perSlot = new AtomicLongArray(RedisSlots.SLOT_COUNT);

    /** The counts so far. */
    RedisLoadCounts counts() {
        long[] slots = new long[RedisSlots.SLOT_COUNT];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = perSlot.get(i);
        }
        return new RedisLoadCounts(sent.sum(), succeeded.sum(), failed.sum(), timedOut.sum(), refused.sum(), writes.sum(),
                writeCommands.sum(), replicaReads.sum(), cacheHits.sum(), cacheMisses.sum(), slots);
    }
}
