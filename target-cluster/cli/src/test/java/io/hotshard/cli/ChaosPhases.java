package io.hotshard.cli;

import io.hotshard.cli.PutLoad.Outcome;
import io.hotshard.cli.print.TextTable;
import java.util.List;
import java.util.function.Predicate;

/** Splits a load run at the chaos instants by the time each answer came, and counts answers per phase. */
final class ChaosPhases {

    private final List<Outcome> outcomes;
    private final long[] boundariesNanos;
    private final String[] names;

    /** Phases {@code names[i]} span {@code [boundariesNanos[i-1], boundariesNanos[i])}; the last is open-ended. */
    ChaosPhases(List<Outcome> outcomes, String[] names, long... boundariesNanos) {
        if (names.length != boundariesNanos.length + 1) {
            throw new IllegalArgumentException("need one name more than boundaries but got " + names.length + " and "
                    + boundariesNanos.length);
        }
        this.outcomes = outcomes;
        this.names = names.clone();
        this.boundariesNanos = boundariesNanos.clone();
    }

    /** The outcomes answered within phase {@code index}. */
    List<Outcome> phase(int index) {
        long from = index == 0 ? Long.MIN_VALUE : boundariesNanos[index - 1];
        long to = index == boundariesNanos.length ? Long.MAX_VALUE : boundariesNanos[index];
        return outcomes.stream().filter(o -> o.answeredNanos() >= from && o.answeredNanos() < to).toList();
    }

    /** Per phase: requests, 2xx, 502, 503, 504, no answer, and errors naming each of {@code shards}. */
    TextTable table(String title, String killed, String paused) {
        TextTable.Builder table = TextTable.builder(title, "phase", "requests", "ok_2xx", "err_502", "err_503", "err_504",
                "no_answer", "errors_" + killed, "errors_" + paused);
        for (int i = 0; i < names.length; i++) {
            List<Outcome> in = phase(i);
            table.row(names[i], in.size(), count(in, Outcome::succeeded), count(in, o -> o.status() == 502),
                    count(in, o -> o.status() == 503), count(in, o -> o.status() == 504),
                    count(in, o -> o.status() == 0), count(in, o -> !o.succeeded() && killed.equals(o.shard())),
                    count(in, o -> !o.succeeded() && paused.equals(o.shard())));
        }
        return table.build();
    }

    static long count(List<Outcome> outcomes, Predicate<Outcome> which) {
        return outcomes.stream().filter(which).count();
    }
}
