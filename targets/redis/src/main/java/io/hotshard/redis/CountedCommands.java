package io.hotshard.redis;

import java.util.HashSet;
import java.util.Set;

/**
 * The commands (lower case, as commandstats names them) whose calls a sample counts: {@code everywhere} on every
 * node (reads, which replicas may serve), {@code onMasters} only on a master (writes: a replica runs each write its
 * master replicates to it, and those calls are not the client's). The time in commands counts those and
 * {@code timeOnly}: commands whose time is the load's but whose calls are counted through another name (a script
 * that GETs its key once shows in {@code get}'s calls as well as in its own).
 */
public record CountedCommands(Set<String> everywhere, Set<String> onMasters, Set<String> timeOnly) {

    /** Copies the sets. */
    public CountedCommands {
        everywhere = Set.copyOf(everywhere);
        onMasters = Set.copyOf(onMasters);
        timeOnly = Set.copyOf(timeOnly);
    }

    /** Calls counted {@code everywhere} and on masters, time in those only. */
    public CountedCommands(Set<String> everywhere, Set<String> onMasters) {
        this(everywhere, onMasters, Set.of());
    }

    /** {@code commands} counted on every node. */
    public static CountedCommands everywhere(Set<String> commands) {
        return new CountedCommands(commands, Set.of());
    }

    /** Every command named, for the time spent in commands (a replica applying writes is busy too). */
    public Set<String> all() {
        Set<String> all = new HashSet<>(everywhere);
        all.addAll(onMasters);
        all.addAll(timeOnly);
        return all;
    }
}
