package io.hotshard.http;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/** Whether a server's listening address is reachable from other machines, and the rule that follows from it. */
public final class ListenAddress {

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private ListenAddress() {
    }

    /**
     * Whether {@code host} is a loopback address: {@code localhost}, or an IP literal in {@code 127.0.0.0/8} or
     * {@code ::1}. Other names count as remote, so the check never waits on DNS and cannot be fooled by a name that
     * resolves differently later; a wildcard such as {@code 0.0.0.0} is not loopback.
     */
    public static boolean isLoopback(String host) {
        if (host == null || host.isBlank()) {
            return false;
        }
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (bare.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!IPV4.matcher(bare).matches() && bare.indexOf(':') < 0) {
            return false;
        }
        try {
            return InetAddress.getByName(bare).isLoopbackAddress();
        } catch (UnknownHostException | SecurityException e) {
            return false;
        }
    }

    /**
     * Fails with one line when {@code what} would listen on a non-loopback {@code host} without an admin token:
     * off loopback, anyone who reaches the port could add nodes, stall shards or switch mitigations.
     */
    public static void requireTokenOffLoopback(String what, String host, AdminToken token) {
        if (!token.present() && !isLoopback(host)) {
            throw new IllegalArgumentException(what + " would listen on " + host + ", which is not a loopback address,"
                    + " without an admin token: give --admin-token-file PATH or set " + AdminToken.ENV
                    + " (or listen on 127.0.0.1)");
        }
    }
}
