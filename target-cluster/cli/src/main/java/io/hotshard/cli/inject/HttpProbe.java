package io.hotshard.cli.inject;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** One blocking GET, for health checks and for waiting until a deployment serves. */
public final class HttpProbe {

    private static final long POLL_MILLIS = 250;

    private HttpProbe() {
    }

    /** Empty when {@code uri} answers 2xx within {@code timeout} (to connect, then to read); else why not. */
    public static Optional<String> problem(URI uri, Duration timeout) {
        int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        try {
            HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection();
            connection.setConnectTimeout(millis);
            connection.setReadTimeout(millis);
            try {
                int status = connection.getResponseCode();
                try (InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
                    if (body != null) {
                        body.readAllBytes();
                    }
                }
                return status / 100 == 2 ? Optional.empty() : Optional.of(uri + " answered " + status);
            } finally {
                connection.disconnect();
            }
        } catch (IOException e) {
            return Optional.of(uri + " did not answer: " + e);
        }
    }

    /**
     * Polls every URL (name to URL) until each has answered 2xx once, or {@code deadline} passes; returns the
     * problems of those that never did, by name (empty when all serve).
     */
    public static Map<String, String> awaitAll(Map<String, URI> urls, Duration deadline) throws InterruptedException {
        Map<String, String> pending = new LinkedHashMap<>();
        urls.forEach((name, uri) -> pending.put(name, "not probed yet"));
        long end = System.nanoTime() + deadline.toNanos();
        while (true) {
            for (String name : pending.keySet().toArray(String[]::new)) {
                Optional<String> problem = problem(urls.get(name), Duration.ofSeconds(2));
                if (problem.isEmpty()) {
                    pending.remove(name);
                } else {
                    pending.put(name, problem.get());
                }
            }
            if (pending.isEmpty() || System.nanoTime() >= end) {
                return pending;
            }
            Thread.sleep(POLL_MILLIS);
        }
    }
}
