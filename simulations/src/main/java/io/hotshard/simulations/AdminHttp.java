package io.hotshard.simulations;

import io.hotshard.http.AdminToken;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Blocking JSON calls to a router's admin API from a plain thread (never an event loop). */
final class AdminHttp {

    /** A call the router answered with a status other than 2xx. */
    static final class StatusException extends IOException {
        private final int status;

        StatusException(String message, int status) {
            super(message);
            this.status = status;
        }

        int status() {
            return status;
        }
    }

    private final String baseUrl;
    private final Duration timeout;
    private final HttpClient http;
    private final AdminToken token;

    /** Calls carrying the token of {@link AdminAuth#token()}. */
    AdminHttp(String baseUrl, Duration timeout) {
        this(baseUrl, timeout, AdminAuth.token());
    }

    AdminHttp(String baseUrl, Duration timeout, AdminToken token) {
        this.baseUrl = baseUrl;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
        this.token = token;
    }

    /** {@code GET path} as JSON. */
    JsonObject get(String path) throws IOException {
        return send("GET", path, null);
    }

    /** {@code POST path} with a JSON body, the answer as JSON. */
    JsonObject post(String path, JsonObject body) throws IOException {
        return send("POST", path, body);
    }

    private JsonObject send(String method, String path, JsonObject body) throws IOException {
        HttpRequest.Builder base = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(timeout);
        token.authorization().ifPresent(header -> base.header("Authorization", header));
        HttpRequest.Builder request = body == null ? base.GET()
                : base.header("content-type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(body.encode()));
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted during " + method + " " + baseUrl + path);
        }
        if (response.statusCode() / 100 != 2) {
            throw new StatusException(method + " " + baseUrl + path + " answered " + response.statusCode() + ": "
                    + response.body().strip(), response.statusCode());
        }
        return new JsonObject(response.body());
    }
}
