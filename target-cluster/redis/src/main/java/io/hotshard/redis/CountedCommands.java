package io.hotshard.redis;

import java.util.HashSet;
import java.util.Set;

/**
 * The commands (lower case, as commandstats names them) whose calls a sample counts: {@code everywhere} on every
 * node (reads, which replicas may serve), {@code onMasters} only on a master (writes: a replica runs each write its
 * master replicates to it, and those calls are not the client's).
 */
public record CountedCommands(Set<String> everywhere, Set<String> onMasters) {

    /** Copies the sets. */
    public CountedCommands {
        everywhere = Set.copyOf(everywhere);
        onMasters = Set.copyOf(onMasters);
    }

    /** {@code commands} counted on every node. */
    public static CountedCommands everywhere(Set<String> commands) {
        return new CountedCommands(commands, Set.of());
    }

    /** Every command named, for the time spent in commands (a replica applying writes is busy too). */
    public Set<String> all() {
        Set<String> all = new HashSet<>(everywhere);
        all.addAll(onMasters);
        return all;
    }
}
