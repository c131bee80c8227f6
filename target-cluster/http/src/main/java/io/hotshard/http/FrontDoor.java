package io.hotshard.http;

import io.vertx.core.Handler;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;

/**
 * The checks every request of a router or a shard passes before its routes. {@link #wrap} takes the raw request:
 * key length (414), query parameters (400), declared body size (413); {@link #mount} adds the first routes of the
 * web router: the bearer token of admin requests ({@link AdminPaths}; 401, nothing done) and body handlers bounding
 * bodies that declare no length. The HTTP decoder enforces the initial line and header limits before ({@link
 * RequestLimits#serverOptions()}). A data request costs a prefix test and a length comparison.
 */
public final class FrontDoor implements Handler<HttpServerRequest> {

    private static final String KV = "/kv/";

    private final RequestLimits limits;
    private final Handler<HttpServerRequest> inner;

    private FrontDoor(HttpSecurity security, Handler<HttpServerRequest> inner) {
        this.limits = security.limits();
        this.inner = inner;
    }

    /** {@code inner} behind the checks of {@code security}. */
    public static FrontDoor wrap(HttpSecurity security, Handler<HttpServerRequest> inner) {
        return new FrontDoor(security, inner);
    }

    /**
     * Adds, in front of every route of {@code router}, the admin-token check and body handlers with the limits of
     * {@code security}: {@code PUT /kv/*} up to {@link RequestLimits#maxValueBytes()}, other requests with a body up
     * to {@link RequestLimits#maxAdminBodyBytes()}. Mount it before any other route; later body handlers then see
     * the body already read and pass. The token is checked on the path the router matches routes against (dot
     * segments removed, unreserved escapes decoded), so no spelling of an admin path slips past it, and before any
     * body is read.
     */
    public static void mount(Router router, HttpSecurity security) {
        AdminToken token = security.adminToken();
        if (token.present()) {
            router.route().handler(ctx -> {
                HttpServerRequest request = ctx.request();
                if (!AdminPaths.guarded(request.method(), ctx.normalizedPath())) {
                    ctx.next();
                    return;
                }
                String header = request.getHeader(HttpHeaders.AUTHORIZATION);
                if (token.accepts(header)) {
                    ctx.next();
                    return;
                }
                request.response().putHeader("WWW-Authenticate", "Bearer realm=\"hotshard admin\"");
                refuse(request, 401, header == null ? "admin token required: send Authorization: Bearer <token>"
                        : "admin token rejected");
            });
        }
        RequestLimits limits = security.limits();
        BodyHandler values = BodyHandler.create(false).setBodyLimit(limits.maxValueBytes());
        BodyHandler others = BodyHandler.create(false).setBodyLimit(limits.maxAdminBodyBytes());
        // One route without path or method: a route restricted to some methods would turn the 404 of an unknown
        // path into a 405.
        router.route().handler(ctx -> {
            HttpMethod method = ctx.request().method();
            if (method == HttpMethod.GET || method == HttpMethod.HEAD) {
                ctx.next();
            } else if (method == HttpMethod.PUT && ctx.normalizedPath().startsWith(KV)) {
                values.handle(ctx);
            } else {
                others.handle(ctx);
            }
        });
    }

    @Override
    public void handle(HttpServerRequest request) {
        String path = request.path();
        HttpMethod method = request.method();
        boolean kv = path != null && path.startsWith(KV);
        RequestChecks.Refusal refusal = kv ? RequestChecks.key(limits, path.substring(KV.length()))
                : RequestChecks.query(limits, request.query());
        if (refusal == null && method != HttpMethod.GET && method != HttpMethod.HEAD) {
            refusal = RequestChecks.declaredBody(limits, request.getHeader(HttpHeaders.CONTENT_LENGTH), kv);
        }
        if (refusal != null) {
            refuse(request, refusal.status(), refusal.message());
            return;
        }
        inner.handle(request);
    }

    private static void refuse(HttpServerRequest request, int status, String message) {
        HttpServerResponse response = request.response();
        response.setStatusCode(status).putHeader(HttpHeaders.CONTENT_TYPE, "text/plain; charset=utf-8")
                .end(message);
    }
}
