package io.hotshard.router.mitigate;

import io.hotshard.http.KeyPaths;
import io.hotshard.ring.LoadView;
import io.hotshard.ring.Salting;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.mitigate.KeyPlan.Applied;
import io.hotshard.router.mitigate.KeyPlan.Combine;
import io.hotshard.router.mitigate.KeyPlan.Leg;
import io.hotshard.router.mitigate.KeyPlan.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Decides how a {@code /kv} request is served, in this order: a pin (split), salting, replicas, bounded-load
 * placement, else the partitioner's owner; a GET of a cacheable key may also be served from the cache.
 * Confined to one event loop: each loop has its own (round-robin positions and the random source are plain fields).
 */
public final class KeyPlanner {

    private final BoundedPlacement bounded = new BoundedPlacement();
    private RandomGenerator random;
    private long seededWith;
    private long saltTurn;
    private long replicaTurn;

    /** Plans {@code method} on {@code key}; {@code uri} is the request's own, used where no sub-key applies. */
    public KeyPlan plan(MitigationState mitigations, RouterState state, String key, String method, String uri,
                        LoadView loads) {
        MitigationSettings settings = mitigations.settings();
        MitigationKind adaptive = mitigations.adaptive(key);
        boolean read = "GET".equals(method);
        boolean cacheable = settings.cache().enabled() && settings.cache().covers(key)
                || adaptive == MitigationKind.CACHE;
        String pin = pinOf(settings, adaptive, key, state);
        if (pin != null) {
            return new KeyPlan(Applied.SPLIT, read, Combine.SINGLE, List.of(Leg.of(pin, uri)), false, cacheable);
        }
        if (settings.salting().enabled() && settings.salting().keys().contains(key)
                || adaptive == MitigationKind.SALTING) {
            return salted(settings.salting(), state, key, method, loads, cacheable);
        }
        if (settings.replicas().enabled() && settings.replicas().keys().contains(key)
                || adaptive == MitigationKind.REPLICAS) {
            List<String> replicas = state.partitioner().preferenceList(key, settings.replicas().replicas());
            if (replicas.size() > 1) {
                return replicated(replicas, state, read, uri, loads, cacheable);
            }
        }
        if (settings.bounded().enabled()) {
            String owner = bounded.ownerOf(state, settings.bounded().epsilon(), key, loads);
            boolean diverted = !owner.equals(bounded.ringOwnerOf(key));
            return new KeyPlan(Applied.NONE, read, Combine.SINGLE, List.of(Leg.of(owner, uri)), diverted, cacheable);
        }
        return new KeyPlan(Applied.NONE, read, Combine.SINGLE, List.of(Leg.of(state.ownerOf(key, loads), uri)),
                false, cacheable);
    }

    /** The URI of salt {@code salt} of {@code key}: {@code /kv/} and the path-encoded {@code key#salt}. */
    public static String saltedUri(String key, int salt) {
        return KeyPaths.kv(Salting.copy(key, salt));
    }

    private static String pinOf(MitigationSettings settings, MitigationKind adaptive, String key, RouterState state) {
        String pin = settings.split().enabled() ? settings.split().pins().get(key) : null;
        if (pin == null && adaptive == MitigationKind.SPLIT) {
            pin = settings.adaptive().splitShard();
        }
        // A pinned shard removed since is ignored rather than failing every request for the key.
        return pin != null && state.member(pin) != null ? pin : null;
    }

    private KeyPlan salted(SaltingSettings salting, RouterState state, String key, String method, LoadView loads,
                           boolean cacheable) {
        int salts = salting.salts();
        boolean read = "GET".equals(method);
        List<Leg> legs = new ArrayList<>();
        Combine combine;
        if (read && salting.readMode() == ReadMode.ONE) {
            int salt = random(salting.seed()).nextInt(salts);
            int other = (salt + 1 + random.nextInt(salts - 1)) % salts;
            legs.add(new Leg(saltTarget(state, key, salt, loads), saltTarget(state, key, other, loads)));
            combine = Combine.SINGLE;
        } else if ("PUT".equals(method) && salting.readMode() == ReadMode.MERGE) {
            legs.add(leg(saltTarget(state, key, (int) (saltTurn++ % salts), loads)));
            combine = Combine.SINGLE;
        } else {
            for (int salt = 0; salt < salts; salt++) {
                legs.add(leg(saltTarget(state, key, salt, loads)));
            }
            combine = read ? Combine.MERGE : Combine.WRITE_ALL;
        }
        return new KeyPlan(Applied.SALTING, read, combine, legs, false, cacheable);
    }

    private KeyPlan replicated(List<String> replicas, RouterState state, boolean read, String uri, LoadView loads,
                               boolean cacheable) {
        if (!read) {
            return new KeyPlan(Applied.REPLICAS, false, Combine.WRITE_ALL,
                    replicas.stream().map(id -> Leg.of(id, uri)).toList(), false, cacheable);
        }
        long turn = replicaTurn++;
        String chosen = leastLoaded(replicas, state, loads, turn, null);
        String hedge = leastLoaded(replicas, state, loads, turn + 1, chosen);
        return new KeyPlan(Applied.REPLICAS, true, Combine.SINGLE,
                List.of(new Leg(new Target(chosen, uri), new Target(hedge, uri))), false, cacheable);
    }

    /** The up replica with the fewest requests in flight, ties broken round-robin from {@code turn}. */
    private static String leastLoaded(List<String> replicas, RouterState state, LoadView loads, long turn,
                                      String excluded) {
        String best = null;
        long bestLoad = Long.MAX_VALUE;
        boolean bestUp = false;
        for (int i = 0; i < replicas.size(); i++) {
            String id = replicas.get((int) ((turn + i) % replicas.size()));
            if (id.equals(excluded)) {
                continue;
            }
            boolean up = state.member(id).up();
            long load = loads.loadOf(id);
            if (best == null || up && !bestUp || up == bestUp && load < bestLoad) {
                best = id;
                bestLoad = load;
                bestUp = up;
            }
        }
        return best == null ? excluded : best;
    }

    private static Target saltTarget(RouterState state, String key, int salt, LoadView loads) {
        return new Target(state.ownerOf(Salting.copy(key, salt), loads), saltedUri(key, salt));
    }

    private static Leg leg(Target target) {
        return new Leg(target, target);
    }

    private RandomGenerator random(long seed) {
        if (random == null || seededWith != seed) {
            random = new SplittableRandom(seed);
            seededWith = seed;
        }
        return random;
    }
}
