package io.hotshard.simulations;

import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.KeyRandom;
import io.hotshard.keys.analyze.TraceReader;
import io.hotshard.keys.analyze.TraceRecord;
import io.hotshard.redisload.KeySalting;
import io.hotshard.storeload.KeySettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * What a {@link RedisHotKeySimulation} sends, salted as its settings say: the feed of its requests, and the sample
 * of the keys they send commands to that its prediction places.
 */
final class RedisHotKeyRequests {

    private static final int PREDICTION_KEYS = 200_000;

    private RedisHotKeyRequests() {
    }

    /**
     * The requests: generated keys with {@code writeShare} of writes, or the trace's keys ({@code hotshard.trace})
     * with its own reads and writes when it has an operation field.
     */
    static Iterator<Map<String, Object>> feed(RedisHotKeySettings settings) {
        KeyGenerator generator = KeySettings.generator(settings.props(), KeyRandom.fromSeed(settings.seed()));
        UniformRandomProvider salt = KeyRandom.fromSeed(settings.seed() - 1);
        double writeShare = settings.redis().writeShare();
        KeySalting salting = settings.salting();
        TraceReader replay = settings.trace() == null ? null : settings.trace().open();
        return new Iterator<>() {
            @Override
            public synchronized boolean hasNext() {
                return replay == null || replay.hasNext();
            }

            @Override
            public synchronized Map<String, Object> next() {
                TraceRecord record = replay == null ? null : replay.next();
                String key = record == null ? generator.nextKey() : record.key();
                boolean write = record != null && record.op() != null ? record.op().equals("write")
                        : writeShare > 0 && salt.nextDouble() < writeShare;
                return write ? Map.of(RedisActionBuilder.WRITE, salting.stored(key))
                        : Map.of(RedisActionBuilder.KEY, salting.read(key, salt));
            }
        };
    }

    static List<String> sample(KeyGenerator keys, KeySalting salting, double writeShare,
                                       UniformRandomProvider random) {
        return Stream.generate(() -> commandKeys(keys.nextKey(), salting, writeShare, random)).flatMap(List::stream)
                .limit(PREDICTION_KEYS).toList();
    }

    static List<String> sample(TraceSettings trace, KeySalting salting, double writeShare,
                                       UniformRandomProvider random) {
        List<String> keys = new ArrayList<>();
        try (TraceReader reader = new TraceSettings(trace.file(), trace.format(), false).open()) {
            while (keys.size() < PREDICTION_KEYS && reader.hasNext()) {
                TraceRecord record = reader.next();
                keys.addAll(record.op() == null ? commandKeys(record.key(), salting, writeShare, random)
                        : record.op().equals("write") ? salting.stored(record.key())
                        : List.of(salting.read(record.key(), random)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("hotshard.trace '" + trace.file() + "' cannot be read", e);
        }
        return keys;
    }

    /** The keys one request for {@code key} sends commands to: every stored copy for a write, one for a read. */
    private static List<String> commandKeys(String key, KeySalting salting, double writeShare,
                                            UniformRandomProvider random) {
        return writeShare > 0 && random.nextDouble() < writeShare ? salting.stored(key)
                : List.of(salting.read(key, random));
    }
}
