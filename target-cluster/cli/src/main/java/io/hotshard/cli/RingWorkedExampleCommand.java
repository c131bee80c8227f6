package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import io.hotshard.ring.experiment.WorkedExample;
import picocli.CommandLine.Command;

/** Seed 001's eight keys: mod 4 to mod 5 moves seven, the ring with node E at 40 moves one. */
@Command(name = "worked-example", mixinStandardHelpOptions = true,
        description = {"Seed 001's worked example: key hashes 3,11,18,24,31,37,44,52; nodes A=5, B=20, C=35, D=50, then E=40.",
                "hash % N moves 7 of 8 keys going from 4 to 5 shards; the ring moves 1 of 8."})
public final class RingWorkedExampleCommand extends TableCommand {

    @Override
    public Integer call() {
        WorkedExample.Result result = WorkedExample.run();
        TextTable.Builder perKey = TextTable.builder("Per key", "key_hash", "mod4_shard", "mod5_shard", "mod_moved",
                "ring_before", "ring_after", "ring_moved");
        for (WorkedExample.Row row : result.rows()) {
            perKey.row(row.keyHash(), row.moduloBefore(), row.moduloAfter(), yesNo(row.moduloMoved()),
                    row.ringBefore(), row.ringAfter(), yesNo(row.ringMoved()));
        }
        int keys = result.rows().size();
        TextTable summary = TextTable.builder("Keys moved", "scheme", "moved", "of", "moved_percent")
                .row("hash % N (4 -> 5)", result.moduloMoved(), keys, 100.0 * result.moduloMoved() / keys)
                .row("ring (+E at 40)", result.ringMoved(), keys, 100.0 * result.ringMoved() / keys)
                .build();
        print(perKey.build(), summary);
        return 0;
    }

    private static String yesNo(boolean moved) {
        return moved ? "yes" : "no";
    }
}
