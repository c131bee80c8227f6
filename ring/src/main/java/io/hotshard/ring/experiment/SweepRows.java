package io.hotshard.ring.experiment;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/** The rows of a sweep over partitioners: one per ring vnode count, then one per other kind, on nodes node-0... */
final class SweepRows {

    private SweepRows() {
    }

    /**
     * The ring's row at each of {@code vnodeCounts} ({@code ringRow} gets the configuration with those vnodes), then
     * each of {@code otherKinds}' row ({@code otherRow} gets the default configuration, 100 vnodes for a ring-based
     * kind), all on {@code nodes} nodes with {@code hash}.
     */
    static <R> List<R> of(int nodes, HashAlgorithm hash, List<Integer> vnodeCounts, List<PartitionerKind> otherKinds,
                          BiFunction<PartitionerConfig, Integer, R> ringRow,
                          BiFunction<PartitionerConfig, PartitionerKind, R> otherRow) {
        PartitionerConfig base = PartitionerConfig.defaults(Node.numbered("node-", nodes)).withHash(hash);
        List<R> rows = new ArrayList<>();
        for (int vnodes : vnodeCounts) {
            rows.add(ringRow.apply(base.withVnodes(vnodes), vnodes));
        }
        for (PartitionerKind kind : otherKinds) {
            rows.add(otherRow.apply(base, kind));
        }
        return List.copyOf(rows);
    }
}
