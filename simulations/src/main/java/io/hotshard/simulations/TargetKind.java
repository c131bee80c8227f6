package io.hotshard.simulations;

import io.hotshard.http.AdminToken;
import io.hotshard.recording.ClientSideTarget;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What an external target ({@code hotshard.target}) is, from {@code hotshard.targetKind}: {@code hotshard} (a hotshard
 * router, read over its admin API), {@code http} (any service serving {@code GET/PUT /kv/{key}}, recorded from the
 * client side only), or {@code auto} (the default), which asks the target {@code GET /admin/ring} once and takes it
 * for a hotshard router when it answers with a ring, or when it refuses for want of the admin token.
 */
public enum TargetKind {
    AUTO, HOTSHARD, HTTP;

    /** The property that names the kind. */
    public static final String PROPERTY = "hotshard.targetKind";
    private static final String DESCRIBE_PATH = "/admin/ring";
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(3);

    /** The kind {@code props} name; fails naming the value and the kinds that exist. */
    public static TargetKind from(SimProperties props) {
        String text = props.string(PROPERTY, "auto");
        return Arrays.stream(values()).filter(k -> k.name().equalsIgnoreCase(text.trim())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(PROPERTY + " must be one of auto, hotshard, http but "
                        + "was '" + text + "'"));
    }

    /** The client-side target {@code url} is, or empty when it is (or is taken for) a hotshard router. */
    public Optional<ClientSideTarget> clientSide(String url, AdminToken token) {
        return switch (this) {
            case HOTSHARD -> Optional.empty();
            case HTTP -> Optional.of(new ClientSideTarget(url, "was declared " + PROPERTY + "=http"));
            case AUTO -> probe(url, token);
        };
    }

    private static Optional<ClientSideTarget> probe(String url, AdminToken token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url + DESCRIBE_PATH)).timeout(PROBE_TIMEOUT)
                .GET();
        token.authorization().ifPresent(header -> request.header("Authorization", header));
        HttpClient http = HttpClient.newBuilder().connectTimeout(PROBE_TIMEOUT).build();
        int status;
        String body;
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            status = response.statusCode();
            body = response.body();
        } catch (IOException e) {
            return Optional.of(new ClientSideTarget(url, "did not answer GET " + DESCRIBE_PATH + " (" + e + ")"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while asking " + url + DESCRIBE_PATH, e);
        }
        // A hotshard router whose admin API wants a token still is one: the recorder will say the token is wrong.
        if (status == 401 || status == 403 || status / 100 == 2 && body.contains("\"nodes\"")
                && body.contains("\"partitioner\"")) {
            return Optional.empty();
        }
        return Optional.of(new ClientSideTarget(url, String.format(Locale.ROOT, "does not serve hotshard's admin API"
                + " (GET %s answered %d%s)", DESCRIBE_PATH, status, status / 100 == 2 ? " without a ring" : "")));
    }
}
