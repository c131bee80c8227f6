package io.hotshard.simulations;

import io.hotshard.keys.KeyGenerator;
import java.util.Iterator;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Feeds {@code key}, {@code op} (read or write, by the read proportion), {@code value} and {@code query} from
 * seeded generators; synchronised because every virtual user draws from the same feeder.
 */
final class OperationFeeder implements Iterator<Map<String, Object>> {

    private final KeyGenerator keys;
    private final UniformRandomProvider random;
    private final double readProportion;
    private long sequence;

    OperationFeeder(KeyGenerator keys, UniformRandomProvider random, double readProportion) {
        this.keys = keys;
        this.random = random;
        this.readProportion = readProportion;
    }

    @Override
    public boolean hasNext() {
        return true;
    }

    @Override
    public synchronized Map<String, Object> next() {
        String key = keys.nextKey();
        String op = random.nextDouble() < readProportion ? "read" : "write";
        sequence++;
        return Map.of("key", key, "op", op, "value", "v" + sequence, "query", "key" + (sequence % 97));
    }
}
