package io.hotshard.keys.analyze;

/** Counts a batch of plain lines: first the cache misses of the whole batch overlapped, then the adds in order. */
final class BatchCounter implements PlainLines.BatchHandler {

    private final KeyStats stats;
    private final long[] found = new long[PlainLines.BATCH];
    private long touched;

    BatchCounter(KeyStats stats) {
        this.stats = stats;
    }

    @Override
    public void lines(byte[] b, int[] offs, int[] lens, int[] hashes, int n) {
        touched += stats.table().touch(hashes, n, found);
        for (int j = 0; j < n; j++) {
            if (lens[j] == 0) {
                stats.missing();
            } else {
                stats.add(b, offs[j], lens[j], hashes[j]);
            }
        }
        stats.detach();
    }

    /** A figure the JIT cannot prove unused, so the touching loads stay. */
    long touched() {
        return touched;
    }
}
