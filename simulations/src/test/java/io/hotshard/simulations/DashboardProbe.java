package io.hotshard.simulations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;

/** Reads one snapshot from a store run's live dashboard, as a viewer's browser would. */
final class DashboardProbe {

    private static final Duration LIMIT = Duration.ofSeconds(15);

    private DashboardProbe() {
    }

    /** The first snapshot of {@code pageUrl}'s stream, or empty when none came within 15 s. */
    static Optional<JsonNode> snapshot(String pageUrl) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(LIMIT).build();
        try {
            HttpResponse<Stream<String>> stream = http.send(HttpRequest.newBuilder(URI.create(pageUrl + "/stream"))
                    .timeout(LIMIT).build(), HttpResponse.BodyHandlers.ofLines());
            try (Stream<String> lines = stream.body()) {
                Optional<String> data = lines.filter(l -> l.startsWith("data: ")).findFirst();
                return data.isEmpty() ? Optional.empty() : Optional.of(new ObjectMapper().readTree(data.get()
                        .substring(6)));
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
