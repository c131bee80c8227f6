package io.hotshard.http;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Whether a server's listening address is reachable from other machines, and the rule that follows from it. */
public final class ListenAddress {

    private ListenAddress() {
    }

    /**
     * Whether {@code host} is a loopback address ({@code 127.0.0.0/8}, {@code ::1}, or a name all of whose
     * addresses are loopback); a wildcard such as {@code 0.0.0.0} or an unknown name is not.
     */
    public static boolean isLoopback(String host) {
        if (host == null || host.isBlank()) {
            return false;
        }
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        try {
            InetAddress[] addresses = InetAddress.getAllByName(bare);
            for (InetAddress address : addresses) {
                if (!address.isLoopbackAddress()) {
                    return false;
                }
            }
            return addresses.length > 0;
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
