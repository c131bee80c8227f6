package io.hotshard.report.run;

import java.util.Arrays;
import java.util.List;

/**
 * The reader's side of the run-directory contract ({@code docs/run-directory.md}) in one place: the manifest format,
 * the CSV columns and the event and status names this reader accepts. The writer has its own copy of each; a parity
 * test holds the two together.
 */
public final class ReadFormat {

    private ReadFormat() {
    }

    /** The only {@code format} of {@code run.json} understood. */
    public static int manifestFormat() {
        return ManifestReader.FORMAT;
    }

    /** The status names accepted. */
    public static List<String> statuses() {
        return Arrays.stream(RunStatus.values()).map(RunStatus::label).toList();
    }

    /** The columns required in {@code timeline.csv}, in order. */
    public static List<String> timelineColumns() {
        return CsvReaders.TIMELINE_COLUMNS;
    }

    /** The columns required in {@code router.csv}, in order. */
    public static List<String> routerColumns() {
        return CsvReaders.ROUTER_COLUMNS;
    }

    /** Every event kind's name accepted. */
    public static List<String> eventKinds() {
        return Arrays.stream(EventKind.values()).map(EventKind::label).toList();
    }
}
