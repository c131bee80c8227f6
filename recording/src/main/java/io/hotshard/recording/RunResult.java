package io.hotshard.recording;

import java.nio.file.Path;
import java.util.List;

/**
 * How a recorded run ended.
 *
 * @param status         {@code complete} or {@code incomplete}, as in {@code run.json}
 * @param reconciliation the counts at the end; null for a client-side run, whose target gives none
 * @param drained        whether every request in flight ended before the final counts were taken
 * @param files          every file written, {@code run.json} first
 */
public record RunResult(Path directory, String status, Reconciliation reconciliation, boolean drained,
                        List<Path> files) {

    /** Copies the list. */
    public RunResult {
        files = List.copyOf(files);
    }

    /** Whether the run was recorded from the client side only ({@link ClientSideTarget}): nothing to reconcile. */
    public boolean clientSideOnly() {
        return reconciliation == null;
    }
}
