package io.hotshard.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The front door's checks on a request's head, free of any server type, so that every front (the Vert.x one of
 * {@link FrontDoor} and the router's own) refuses the same requests with the same status and text.
 */
public final class RequestChecks {

    /** A refused request: the status and the one-line text to answer with. */
    public record Refusal(int status, String message) {
    }

    private RequestChecks() {
    }

    /** 414 if the key of {@code /kv/{rawKey}} is longer than the limit once percent-decoded, else null. */
    public static Refusal key(RequestLimits limits, String rawKey) {
        int keyBytes = rawKey.length();
        if (keyBytes > limits.maxKeyBytes() && (keyBytes = decodedBytes(rawKey)) > limits.maxKeyBytes()) {
            return new Refusal(414, "key must be at most " + limits.maxKeyBytes() + " bytes but was " + keyBytes);
        }
        return null;
    }

    /** 400 if {@code query} (without its {@code ?}; null: none) has more parameters than the limit, else null. */
    public static Refusal query(RequestLimits limits, String query) {
        int params = parameters(query);
        return params > limits.maxQueryParams() ? new Refusal(400, "query must have at most "
                + limits.maxQueryParams() + " parameters but had " + params) : null;
    }

    /**
     * 400 if the declared {@code Content-Length} is not an integer, 413 if it exceeds the limit of a value
     * ({@code value}: a {@code PUT /kv/*}) or of an admin body, else null (also when none is declared).
     */
    public static Refusal declaredBody(RequestLimits limits, String declared, boolean value) {
        if (declared == null) {
            return null;
        }
        long length;
        try {
            length = Long.parseLong(declared.trim());
        } catch (NumberFormatException e) {
            return new Refusal(400, "content-length must be an integer but was " + declared);
        }
        long max = value ? limits.maxValueBytes() : limits.maxAdminBodyBytes();
        return length > max ? new Refusal(413, "body must be at most " + max + " bytes but content-length was "
                + length) : null;
    }

    /** Bytes of {@code raw} once percent-decoded as UTF-8; malformed escapes count as written (the route says why). */
    private static int decodedBytes(String raw) {
        if (raw.indexOf('%') < 0) {
            return raw.length();
        }
        try {
            return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8)
                    .getBytes(StandardCharsets.UTF_8).length;
        } catch (IllegalArgumentException e) {
            return raw.length();
        }
    }

    private static int parameters(String query) {
        if (query == null || query.isEmpty()) {
            return 0;
        }
        int count = 1;
        for (int i = 0; i < query.length(); i++) {
            if (query.charAt(i) == '&') {
                count++;
            }
        }
        return count;
    }
}
