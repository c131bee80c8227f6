package io.hotshard.simulations;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;

/** Refuses load targets off this machine unless explicitly allowed: a typo must not load someone else's host. */
public final class TargetPolicy {

    private TargetPolicy() {
    }

    /**
     * Checks that {@code url} is a valid http URL on a loopback address, or that remote targets are allowed, and
     * returns it without trailing slashes: request paths such as {@code /kv/{key}} are appended to it, so
     * {@code http://127.0.0.1:8080/} means {@code http://127.0.0.1:8080} and {@code http://127.0.0.1:8080/api/} a
     * service under {@code /api}. A query or a fragment is refused.
     */
    public static URI requireAllowed(String property, String url, boolean allowRemote) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(property + " is not a valid URL: '" + url + "'");
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 1) {
            throw new IllegalArgumentException(property + " must look like http://127.0.0.1:8080 but was '" + url + "'");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(property + " must be a base URL without a query or fragment, like "
                    + "http://127.0.0.1:8080, but was '" + url + "'");
        }
        if (!allowRemote && !isLoopback(uri.getHost())) {
            throw new IllegalArgumentException(property + " '" + url + "' is not a loopback address; load goes only to "
                    + "127.0.0.0/8 or ::1 unless -Dhotshard.allowRemoteTarget=true is given");
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath().replaceAll("/+$", "");
        return URI.create(uri.getScheme() + "://" + uri.getRawAuthority() + path);
    }

    private static boolean isLoopback(String host) {
        try {
            for (InetAddress address : InetAddress.getAllByName(host)) {
                if (!address.isLoopbackAddress()) {
                    return false;
                }
            }
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
