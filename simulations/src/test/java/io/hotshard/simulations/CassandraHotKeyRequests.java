package io.hotshard.simulations;

import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.analyze.TraceReader;
import io.hotshard.keys.analyze.TraceRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * What a {@link CassandraHotKeySimulation} sends: the feed of its requests (generated keys, each a write with
 * probability {@code writeShare}, or a trace's keys with its own reads and writes when it has an operation field),
 * and a sample of the same, split into reads and writes, that its prediction places.
 */
final class CassandraHotKeyRequests {

    private static final int PREDICTION_REQUESTS = 200_000;

    private CassandraHotKeyRequests() {
    }

    /** The requests, drawn from {@code keys} or read from {@code trace} (null without one). */
    static Iterator<Map<String, Object>> feed(KeyGenerator keys, TraceSettings trace, double writeShare,
                                              UniformRandomProvider mix) {
        TraceReader replay = trace == null ? null : trace.open();
        return new Iterator<>() {
            @Override
            public synchronized boolean hasNext() {
                return replay == null || replay.hasNext();
            }

            @Override
            public synchronized Map<String, Object> next() {
                TraceRecord record = replay == null ? null : replay.next();
                String key = record == null ? keys.nextKey() : record.key();
                return Map.of(CassandraActionBuilder.KEY, key, CassandraActionBuilder.WRITE,
                        isWrite(record, writeShare, mix));
            }
        };
    }

    /** The prediction's sample: {@value #PREDICTION_REQUESTS} requests (or a trace's first ones), reads and writes. */
    static Sample sample(KeyGenerator keys, TraceSettings trace, double writeShare, UniformRandomProvider mix) {
        Sample sample = new Sample(new ArrayList<>(), new ArrayList<>());
        if (trace == null) {
            for (int i = 0; i < PREDICTION_REQUESTS; i++) {
                sample.add(keys.nextKey(), isWrite(null, writeShare, mix));
            }
            return sample;
        }
        try (TraceReader reader = new TraceSettings(trace.file(), trace.format(), false).open()) {
            for (int i = 0; i < PREDICTION_REQUESTS && reader.hasNext(); i++) {
                TraceRecord record = reader.next();
                sample.add(record.key(), isWrite(record, writeShare, mix));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("hotshard.trace '" + trace.file() + "' cannot be read", e);
        }
        return sample;
    }

    private static boolean isWrite(TraceRecord record, double writeShare, UniformRandomProvider mix) {
        return record != null && record.op() != null ? record.op().equals("write")
                : writeShare > 0 && mix.nextDouble() < writeShare;
    }

    /** The keys of a sample's reads and of its writes. */
    record Sample(List<String> reads, List<String> writes) {

        void add(String key, boolean write) {
            (write ? writes : reads).add(key);
        }
    }
}
