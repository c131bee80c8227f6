package io.hotshard.keys.analyze;

import io.hotshard.ring.Salting;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The hot-key remedies recomputed on a candidate's own data, at the largest N of the first partitioner: salting
 * each hot key over S sub-keys {@code s:key}, and a dedicated shard per hot key. A hot key is one above the fair
 * share 1/N. With reads told from writes, a read cache in front of the hottest shard: the hit ratio on its hot keys'
 * reads that brings it down to {@value #CACHE_TARGET} times the mean load.
 */
final class Remedies {

    /** The read-cache remedy aims the hottest shard at this multiple of the mean load. */
    static final double CACHE_TARGET = 1.25;

    private final Placement placement;
    private final AnalyzeSettings settings;

    Remedies(Placement placement, AnalyzeSettings settings) {
        this.placement = placement;
        this.settings = settings;
    }

    List<Remedy> compute(List<TopKey> top, long[] loads, long requests, KeyTable reads) {
        int n = loads.length;
        int config = settings.shards().indexOf(settings.maxShards());
        List<TopKey> hot = top.stream().filter(k -> k.share() > 1.0 / n).toList();
        if (hot.isEmpty() || requests == 0) {
            return List.of();
        }
        List<Remedy> remedies = new ArrayList<>();
        remedies.add(salting(hot, loads.clone(), requests, config));
        remedies.add(split(hot, loads.clone(), requests, config));
        if (reads != null) {
            remedies.add(readCache(hot, loads.clone(), requests, config, reads));
        }
        return remedies;
    }

    private Remedy salting(List<TopKey> hot, long[] loads, long requests, int config) {
        int salts = settings.salts();
        for (TopKey key : hot) {
            loads[placement.shardOf(config, key.key())] -= key.count();
            for (int s = 0; s < salts; s++) {
                long part = key.count() / salts + (s < key.count() % salts ? 1 : 0);
                loads[placement.shardOf(config, Salting.copy(key.key(), s))] += part;
            }
        }
        double after = (double) Arrays.stream(loads).max().orElse(0) / requests;
        return new Remedy("salting", after, String.format(Locale.ROOT,
                "salting the %d hot key%s with %d salts (key#s) at N=%d, %s: hottest shard %s; a read of one key "
                        + "then asks %d shards", hot.size(), hot.size() == 1 ? "" : "s", salts, loads.length,
                placement.name(config), Judge.percent(after), salts));
    }

    private Remedy readCache(List<TopKey> hot, long[] loads, long requests, int config, KeyTable reads) {
        int shard = 0;
        for (int s = 1; s < loads.length; s++) {
            if (loads[s] > loads[shard]) {
                shard = s;
            }
        }
        long hotReads = 0;
        for (TopKey key : hot) {
            if (placement.shardOf(config, key.key()) == shard) {
                hotReads += reads.countOf(key.key().getBytes(StandardCharsets.UTF_8));
            }
        }
        double target = CACHE_TARGET * requests / loads.length;
        double needed = hotReads == 0 ? Double.POSITIVE_INFINITY : (loads[shard] - target) / hotReads;
        double ratio = Math.max(0, Math.min(1, needed));
        loads[shard] -= Math.round(ratio * hotReads);
        double after = (double) Arrays.stream(loads).max().orElse(0) / requests;
        String effect = needed <= 1
                ? String.format(Locale.ROOT, "a read cache in front of shard-%d (N=%d, %s) with a hit ratio of %s on "
                        + "its hot keys' reads (%,d of its %,d requests) brings it to %.2fx the mean: hottest shard %s",
                        shard, loads.length, placement.name(config), Judge.percent(Math.max(0, needed)), hotReads,
                        loads[shard] + Math.round(ratio * hotReads), CACHE_TARGET, Judge.percent(after))
                : String.format(Locale.ROOT, "a read cache in front of shard-%d (N=%d, %s) cannot bring it to %.2fx "
                        + "the mean: its hot keys' reads are %,d of its %,d requests, so even a 100%% hit ratio leaves "
                        + "the hottest shard at %s", shard, loads.length, placement.name(config), CACHE_TARGET,
                        hotReads, loads[shard] + hotReads, Judge.percent(after));
        return new Remedy("read-cache", after, effect);
    }

    private Remedy split(List<TopKey> hot, long[] loads, long requests, int config) {
        long heaviest = 0;
        for (TopKey key : hot) {
            loads[placement.shardOf(config, key.key())] -= key.count();
            heaviest = Math.max(heaviest, key.count());
        }
        double after = (double) Math.max(heaviest, Arrays.stream(loads).max().orElse(0)) / requests;
        return new Remedy("split", after, String.format(Locale.ROOT,
                "a dedicated shard for each of the %d hot key%s (N=%d + %d, %s): hottest shard %s, no lower than "
                        + "the hottest key's own share", hot.size(), hot.size() == 1 ? "" : "s", loads.length,
                hot.size(), placement.name(config), Judge.percent(after)));
    }
}
