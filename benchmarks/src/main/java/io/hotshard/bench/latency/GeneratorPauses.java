package io.hotshard.bench.latency;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * The generator JVM's own garbage collections, as its collectors' management beans count them: how many and their
 * summed time. Read before and after a path's segment, the difference is what the generator itself stopped for while
 * it measured that path (a stopped generator sends late and reads answers late, which counts as that path's latency).
 */
record GeneratorPauses(long collections, long millis) {

    static final GeneratorPauses NONE = new GeneratorPauses(0, 0);

    /** Everything this JVM's collectors have counted since it started. */
    static GeneratorPauses sinceStart() {
        long collections = 0;
        long millis = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            // A bean that cannot tell answers -1.
            collections += Math.max(0, collector.getCollectionCount());
            millis += Math.max(0, collector.getCollectionTime());
        }
        return new GeneratorPauses(collections, millis);
    }

    /** What was counted between {@code earlier} and this reading. */
    GeneratorPauses minus(GeneratorPauses earlier) {
        return new GeneratorPauses(collections - earlier.collections, millis - earlier.millis);
    }

    GeneratorPauses plus(GeneratorPauses other) {
        return new GeneratorPauses(collections + other.collections, millis + other.millis);
    }
}
