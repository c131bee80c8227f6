package io.hotshard.keys.analyze;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The hot-key remedies recomputed on a candidate's own data, at the largest N of the first partitioner: salting
 * each hot key over S sub-keys {@code s:key}, and a dedicated shard per hot key. A hot key is one above the fair
 * share 1/N.
 */
final class Remedies {

    private final Placement placement;
    private final AnalyzeSettings settings;

    Remedies(Placement placement, AnalyzeSettings settings) {
        this.placement = placement;
        this.settings = settings;
    }

    List<Remedy> compute(List<TopKey> top, long[] loads, long requests) {
        int n = loads.length;
        int config = settings.shards().indexOf(settings.maxShards());
        List<TopKey> hot = top.stream().filter(k -> k.share() > 1.0 / n).toList();
        if (hot.isEmpty() || requests == 0) {
            return List.of();
        }
        List<Remedy> remedies = new ArrayList<>();
        remedies.add(salting(hot, loads.clone(), requests, config));
        remedies.add(split(hot, loads.clone(), requests, config));
        return remedies;
    }

    private Remedy salting(List<TopKey> hot, long[] loads, long requests, int config) {
        int salts = settings.salts();
        for (TopKey key : hot) {
            loads[placement.shardOf(config, key.key())] -= key.count();
            for (int s = 0; s < salts; s++) {
                long part = key.count() / salts + (s < key.count() % salts ? 1 : 0);
                loads[placement.shardOf(config, s + ":" + key.key())] += part;
            }
        }
        double after = (double) Arrays.stream(loads).max().orElse(0) / requests;
        return new Remedy("salting", after, String.format(Locale.ROOT,
                "salting the %d hot key%s with %d salts (s:key) at N=%d, %s: hottest shard %s; a read of one key "
                        + "then asks %d shards", hot.size(), hot.size() == 1 ? "" : "s", salts, loads.length,
                placement.name(config), Judge.percent(after), salts));
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
