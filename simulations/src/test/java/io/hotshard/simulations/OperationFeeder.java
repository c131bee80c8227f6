package io.hotshard.simulations;

import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.analyze.TraceReader;
import io.hotshard.keys.analyze.TraceRecord;
import java.util.Iterator;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Feeds {@code key}, {@code op} (read or write, by the read proportion), {@code value} and {@code query} from
 * seeded generators, or keys (and ops, when it has them) from a trace in its order; synchronised because every
 * virtual user draws from the same feeder.
 */
final class OperationFeeder implements Iterator<Map<String, Object>> {

    private final KeyGenerator keys;
    private final TraceReader trace;
    private final UniformRandomProvider random;
    private final double readProportion;
    private long sequence;

    OperationFeeder(KeyGenerator keys, UniformRandomProvider random, double readProportion) {
        this(keys, null, random, readProportion);
    }

    /** Keys from {@code trace}; its ops when it has them, else by the read proportion. */
    OperationFeeder(TraceReader trace, UniformRandomProvider random, double readProportion) {
        this(null, trace, random, readProportion);
    }

    private OperationFeeder(KeyGenerator keys, TraceReader trace, UniformRandomProvider random,
                            double readProportion) {
        this.keys = keys;
        this.trace = trace;
        this.random = random;
        this.readProportion = readProportion;
    }

    @Override
    public synchronized boolean hasNext() {
        return trace == null || trace.hasNext();
    }

    @Override
    public synchronized Map<String, Object> next() {
        TraceRecord request = trace == null ? null : trace.next();
        String key = request == null ? keys.nextKey() : request.key();
        String op = request != null && request.op() != null ? request.op()
                : random.nextDouble() < readProportion ? "read" : "write";
        sequence++;
        return Map.of("key", key, "op", op, "value", "v" + sequence, "query", "key" + (sequence % 97));
    }
}
