package io.hotshard.router.mitigate;

import java.util.concurrent.atomic.LongAdder;

/** The mitigations' live counters, incremented on the router's event loops and readable from any thread. */
public final class MitigationStats {

    final LongAdder cacheHits = new LongAdder();
    final LongAdder cacheMisses = new LongAdder();
    final LongAdder cacheFills = new LongAdder();
    final LongAdder cacheInvalidations = new LongAdder();
    final LongAdder cacheRacyFillsSkipped = new LongAdder();
    final LongAdder saltingWrites = new LongAdder();
    final LongAdder saltingReads = new LongAdder();
    final LongAdder saltingExtraLegs = new LongAdder();
    final LongAdder splitPinned = new LongAdder();
    final LongAdder replicaReads = new LongAdder();
    final LongAdder replicaWrites = new LongAdder();
    final LongAdder replicaExtraLegs = new LongAdder();
    final LongAdder boundedDiverted = new LongAdder();
    final LongAdder hedgeCandidates = new LongAdder();
    final LongAdder hedgeSent = new LongAdder();
    final LongAdder hedgeWon = new LongAdder();
    final LongAdder hedgeCancelled = new LongAdder();
    final LongAdder adaptiveApplied = new LongAdder();
    final LongAdder adaptiveRemoved = new LongAdder();

    /** Counts the mitigation a planned request uses and the legs it adds. */
    public void planned(KeyPlan plan) {
        int extra = plan.legs().size() - 1;
        switch (plan.mitigation()) {
            case SALTING -> {
                (plan.read() ? saltingReads : saltingWrites).increment();
                saltingExtraLegs.add(extra);
            }
            case REPLICAS -> {
                (plan.read() ? replicaReads : replicaWrites).increment();
                replicaExtraLegs.add(extra);
            }
            case SPLIT -> splitPinned.increment();
            default -> {
            }
        }
        if (plan.diverted()) {
            boundedDiverted.increment();
        }
    }

    /** A read that could be hedged. */
    public void hedgeCandidate() {
        hedgeCandidates.increment();
    }

    /** A second request sent. */
    public void hedgeSent() {
        hedgeSent.increment();
    }

    /** A read answered by its second request. */
    public void hedgeWon() {
        hedgeWon.increment();
    }

    /** A losing request reset. */
    public void hedgeCancelled() {
        hedgeCancelled.increment();
    }

    /** Keys given a mitigation by the adaptive controller. */
    public void adaptiveApplied(int keys) {
        adaptiveApplied.add(keys);
    }

    /** Keys that lost their adaptive mitigation. */
    public void adaptiveRemoved(int keys) {
        adaptiveRemoved.add(keys);
    }

    /** The counters now, with the cache's current size and hit-age percentile. */
    public MitigationCounts snapshot(long cacheEntries, long cacheHitAgeP99Micros) {
        return new MitigationCounts(
                new MitigationCounts.Cache(cacheHits.sum(), cacheMisses.sum(), cacheFills.sum(),
                        cacheInvalidations.sum(), cacheRacyFillsSkipped.sum(), cacheEntries, cacheHitAgeP99Micros),
                new MitigationCounts.Salting(saltingWrites.sum(), saltingReads.sum(), saltingExtraLegs.sum()),
                splitPinned.sum(),
                new MitigationCounts.Replicas(replicaReads.sum(), replicaWrites.sum(), replicaExtraLegs.sum()),
                boundedDiverted.sum(),
                new MitigationCounts.Hedging(hedgeCandidates.sum(), hedgeSent.sum(), hedgeWon.sum(),
                        hedgeCancelled.sum()),
                new MitigationCounts.Adaptive(adaptiveApplied.sum(), adaptiveRemoved.sum()));
    }
}
