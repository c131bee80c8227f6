package io.hotshard.http;

import java.util.Objects;

/**
 * What guards a server's HTTP door: the admin token (or none) and the request limits.
 *
 * @param adminToken required by admin requests when present ({@link AdminPaths})
 * @param limits     sizes above which requests are refused
 */
public record HttpSecurity(AdminToken adminToken, RequestLimits limits) {

    /** Requires both parts. */
    public HttpSecurity {
        Objects.requireNonNull(adminToken, "adminToken");
        Objects.requireNonNull(limits, "limits");
    }

    /** No token and the default limits: fit for a server on loopback only. */
    public static HttpSecurity defaults() {
        return new HttpSecurity(AdminToken.none(), RequestLimits.defaults());
    }

    /** The default limits with {@code token}. */
    public static HttpSecurity withToken(AdminToken token) {
        return new HttpSecurity(token, RequestLimits.defaults());
    }

    /** Fails with one line when {@code what} would listen off loopback on {@code host} without a token. */
    public void requireSafeListen(String what, String host) {
        ListenAddress.requireTokenOffLoopback(what, host, adminToken);
    }
}
