package io.hotshard.recording;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/** The versions written in a run manifest: hotshard, Java and Vert.x, read from the class path. */
final class Versions {

    private static final String UNKNOWN = "unknown";

    private Versions() {
    }

    /** hotshard, java and vertx versions, then {@code extra} (e.g. gatling), which may override them. */
    static Map<String, String> collect(Map<String, String> extra) {
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("hotshard", hotshard());
        versions.put("java", System.getProperty("java.version", UNKNOWN));
        versions.put("vertx", resource("/META-INF/vertx/vertx-version.txt"));
        versions.putAll(extra);
        return versions;
    }

    private static String hotshard() {
        Properties properties = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream("versions.properties")) {
            if (in == null) {
                return UNKNOWN;
            }
            properties.load(in);
        } catch (IOException e) {
            return UNKNOWN;
        }
        return properties.getProperty("hotshard", UNKNOWN);
    }

    private static String resource(String name) {
        try (InputStream in = Versions.class.getResourceAsStream(name)) {
            return in == null ? UNKNOWN : new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            return UNKNOWN;
        }
    }
}
