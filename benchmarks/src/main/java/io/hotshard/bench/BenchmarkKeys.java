package io.hotshard.bench;

/** The fixed key set every benchmark cycles through: a power of two, so the index wraps with a mask. */
final class BenchmarkKeys {

    private static final int COUNT = 4096;

    private BenchmarkKeys() {
    }

    static String[] create() {
        String[] keys = new String[COUNT];
        for (int i = 0; i < COUNT; i++) {
            keys[i] = "user:" + i;
        }
        return keys;
    }
}
