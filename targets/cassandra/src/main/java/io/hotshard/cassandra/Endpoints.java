package io.hotshard.cassandra;

import java.util.Comparator;

/** Cassandra's endpoint strings ({@code 127.0.0.11:7000}, sometimes with a leading slash) and address order. */
public final class Endpoints {

    /** IPv4 addresses in numeric order, part by part. */
    public static final Comparator<String> ADDRESS_ORDER = Comparator.comparingLong(Endpoints::numeric);

    private Endpoints() {
    }

    /** The address of an endpoint: no leading slash, no port. */
    public static String address(String endpoint) {
        String text = endpoint.startsWith("/") ? endpoint.substring(1) : endpoint;
        int colon = text.lastIndexOf(':');
        return colon >= 0 && text.indexOf(':') == colon ? text.substring(0, colon) : text;
    }

    private static long numeric(String address) {
        long value = 0;
        for (String part : address.split("\\.")) {
            try {
                value = value * 256 + Integer.parseInt(part);
            } catch (NumberFormatException e) {
                return Long.MAX_VALUE;
            }
        }
        return value;
    }
}
