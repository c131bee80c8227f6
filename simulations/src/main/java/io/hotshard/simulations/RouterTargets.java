package io.hotshard.simulations;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The routers a run sends its requests to: one URL, or several routers of one group given as a comma-separated
 * list ({@code -Dhotshard.target=http://127.0.0.1:8080,http://127.0.0.1:8081}). Every router of a group holds the
 * same membership, so the admin calls go to the first and the requests are spread over all of them by virtual user.
 *
 * @param urls the routers' base URLs, the first one first; never empty
 */
public record RouterTargets(List<String> urls) {

    public RouterTargets {
        if (urls.isEmpty()) {
            throw new IllegalArgumentException("at least one router URL is needed");
        }
        urls = List.copyOf(urls);
    }

    /** One router. */
    public static RouterTargets of(String url) {
        return new RouterTargets(List.of(url));
    }

    /**
     * Parses {@code raw}, a comma-separated list of router URLs, each checked by {@link TargetPolicy}; fails naming
     * {@code property} and the bad or repeated entry.
     */
    public static RouterTargets parse(String property, String raw, boolean allowRemote) {
        List<String> urls = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String entry : raw.split(",", -1)) {
            String trimmed = entry.trim();
            if (trimmed.isEmpty()) {
                throw new IllegalArgumentException(property + " has an empty entry in '" + raw + "'");
            }
            String url = TargetPolicy.requireAllowed(property, trimmed, allowRemote).toString();
            if (!seen.add(url)) {
                throw new IllegalArgumentException(property + " names router '" + url + "' twice");
            }
            urls.add(url);
        }
        return new RouterTargets(urls);
    }

    /** The first router: the one admin calls, chaos and the dashboard link use. */
    public String first() {
        return urls.get(0);
    }

    /** The router virtual user {@code userId} sends to: users are dealt over the routers in turn. */
    public String forUser(long userId) {
        return urls.get((int) Math.floorMod(userId, (long) urls.size()));
    }

    /** The list as {@code hotshard.target} spells it. */
    public String joined() {
        return String.join(",", urls);
    }
}
