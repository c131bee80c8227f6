package io.hotshard.shard;

/** Runs a task later on the thread that owns the shard's state. */
interface Scheduler {

    /** Runs {@code task} after {@code delayMillis}; 0 runs it on the next turn, never re-entrantly. */
    void after(long delayMillis, Runnable task);

    /** Runs {@code task} as soon as possible after {@code atNanos} ({@link System#nanoTime()}), never re-entrantly. */
    void at(long atNanos, Runnable task);
}
