package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Reads a manifest into the fabric8 Kubernetes API model and rejects any field the model does not know: Jackson fails
 * on unknown properties, and since the model's classes keep unknown fields in {@code additionalProperties} instead,
 * every object of the result is walked and each such map must be empty.
 */
final class KubernetesModel {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private KubernetesModel() {
    }

    /** The manifest in {@code file} as {@code type}, after checking that no field was unknown to the model. */
    static <T> T read(Path file, Class<T> type) throws IOException {
        return check(YAML.readValue(Files.readString(file), type), file.toString());
    }

    /** The manifest text as {@code type}, after checking that no field was unknown to the model. */
    static <T> T read(String text, Class<T> type) throws IOException {
        return check(YAML.readValue(text, type), "text");
    }

    private static <T> T check(T value, String where) {
        walk(value, where, java.util.Collections.newSetFromMap(new IdentityHashMap<>()));
        return value;
    }

    private static void walk(Object value, String path, Set<Object> seen) {
        if (value == null || !seen.add(value)) {
            return;
        }
        if (value instanceof Collection<?> items) {
            int i = 0;
            for (Object item : items) {
                walk(item, path + "[" + i++ + "]", seen);
            }
            return;
        }
        if (value instanceof Map<?, ?> map) {
            map.forEach((key, item) -> walk(item, path + "." + key, seen));
            return;
        }
        if (!value.getClass().getName().startsWith("io.fabric8.")) {
            return;
        }
        for (Method getter : value.getClass().getMethods()) {
            if (getter.getParameterCount() != 0 || Modifier.isStatic(getter.getModifiers())
                    || !getter.getName().startsWith("get") || getter.getDeclaringClass() == Object.class) {
                continue;
            }
            Object field = invoke(getter, value);
            if (getter.getName().equals("getAdditionalProperties")) {
                assertThat((Map<?, ?>) field).as("fields unknown to the Kubernetes model at " + path).isEmpty();
            } else {
                walk(field, path + "." + getter.getName().substring(3), seen);
            }
        }
    }

    private static Object invoke(Method getter, Object target) {
        try {
            return getter.invoke(target);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + getter + ": " + e, e);
        }
    }
}
