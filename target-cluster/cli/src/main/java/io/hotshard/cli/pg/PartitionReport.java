package io.hotshard.cli.pg;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the experiment found on one server.
 *
 * @param rowsPerPartition  rows in each partition, by name
 * @param byCustomer        partitions read by {@code WHERE cliente_id = 4242}
 * @param byId              partitions read by {@code WHERE id = 123456}
 * @param keyRefusal        the error of a primary key without the partition key
 * @param overflow          the error of the generator with {@code g} as int, and where it starts
 * @param moves             rows that change partition going to one more partition, hash modulo versus the ring
 */
public record PartitionReport(String serverVersion, int partitions, long rows, Map<String, Long> rowsPerPartition,
                              Set<String> byCustomer, Set<String> byId, String keyRefusal, Overflow overflow,
                              Moves moves) {

    /** The generator's int overflow: the error PostgreSQL raised, the first g that overflows, the bigint fix. */
    public record Overflow(String error, String sqlState, long firstOverflowingG, long lastG, long fixedValues,
                           long fixedMaxCustomer) {
    }

    /**
     * Going from {@code partitions} to {@code partitions + 1}.
     *
     * @param movedByModulo rows whose hash partition's remainder changes (PostgreSQL's hash % modulus)
     * @param movedByRing   the same customers' keys moved on a consistent-hashing ring gaining one node
     */
    public record Moves(long rows, long movedByModulo, long customers, long movedByRing) {
    }

    /** Largest partition over the mean. */
    public double maxOverMean() {
        double mean = (double) rows / partitions;
        return rowsPerPartition.values().stream().mapToLong(Long::longValue).max().orElse(0) / mean;
    }

    /** Partition names in order, for printing. */
    public List<String> partitionNames() {
        return List.copyOf(rowsPerPartition.keySet());
    }
}
