package io.hotshard.router.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code error} text of a fan-out with failed legs: one failure is told as it is; several are counted per kind
 * with the first few shards and one example message (which names the deadline of a timeout), so the text stays
 * short whatever the shard count. Every leg's own error stays in the answer's {@code legs}.
 */
final class FanOutErrors {

    /** Shards named per kind of failure. */
    static final int NAMED_SHARDS = 5;
    /** Kinds of failure told apart; further kinds are only counted. */
    static final int KINDS = 4;
    /** Longest example message, in characters: a shard's own error body can be long. */
    static final int EXAMPLE_CHARS = 200;

    private FanOutErrors() {
    }

    /** Summarises {@code failed} among {@code legCount} legs; {@code failed} is not empty. */
    static String summary(List<FanOutLeg> failed, int legCount) {
        if (failed.size() == 1) {
            return clipped(failed.get(0).error());
        }
        Map<String, List<FanOutLeg>> byKind = new LinkedHashMap<>();
        failed.forEach(leg -> byKind.computeIfAbsent(kind(leg), k -> new ArrayList<>()).add(leg));
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%d of %d legs failed", failed.size(),
                legCount));
        int told = 0;
        int untold = 0;
        for (Map.Entry<String, List<FanOutLeg>> kind : byKind.entrySet()) {
            if (told == KINDS) {
                untold += kind.getValue().size();
                continue;
            }
            told++;
            List<FanOutLeg> legs = kind.getValue();
            List<String> names = legs.stream().limit(NAMED_SHARDS).map(FanOutLeg::shardId).toList();
            text.append("; ").append(kind.getKey()).append(": ").append(legs.size()).append(" (")
                    .append(String.join(", ", names));
            if (legs.size() > names.size()) {
                text.append(" and ").append(legs.size() - names.size()).append(" more");
            }
            text.append("; e.g. ").append(clipped(legs.get(0).error())).append(')');
        }
        if (untold > 0) {
            text.append("; ").append(untold).append(" of other kinds");
        }
        return text.toString();
    }

    private static String kind(FanOutLeg leg) {
        if (leg.failure() != null) {
            return leg.failure().name().toLowerCase(Locale.ROOT);
        }
        return leg.status() / 100 == 2 ? "unreadable answer" : "status " + leg.status();
    }

    private static String clipped(String message) {
        return message.length() <= EXAMPLE_CHARS ? message : message.substring(0, EXAMPLE_CHARS) + "...";
    }
}
