package io.hotshard.cluster.record;

import java.util.Arrays;
import java.util.List;

/**
 * The writer's side of the run-directory contract ({@code docs/run-directory.md}) in one place: the manifest format,
 * the CSV columns and the event names it writes. The report's reader has its own copy of each; a parity test holds
 * the two together.
 */
public final class RunFormat {

    private RunFormat() {
    }

    /** The {@code format} written in {@code run.json}. */
    public static int manifestFormat() {
        return Manifest.FORMAT;
    }

    /** The status names written in {@code run.json}, in the order a run passes through them. */
    public static List<String> statuses() {
        return List.of("running", "complete", "incomplete");
    }

    /** The columns of {@code timeline.csv}, in order. */
    public static List<String> timelineColumns() {
        return List.of(ShardTally.HEADER.split(","));
    }

    /** The columns of {@code router.csv}, in order. */
    public static List<String> routerColumns() {
        return List.of(RouterTally.HEADER.split(","));
    }

    /** Every event kind's name as written in {@code run.json}. */
    public static List<String> eventKinds() {
        return Arrays.stream(EventKind.values()).map(EventKind::label).toList();
    }
}
