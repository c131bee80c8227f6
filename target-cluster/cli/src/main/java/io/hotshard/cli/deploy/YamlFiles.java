package io.hotshard.cli.deploy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes maps of maps, lists and scalars as block YAML, atomically (temp file, then rename). */
public final class YamlFiles {

    private static final ObjectMapper YAML = new ObjectMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .build());

    private YamlFiles() {
    }

    /** A map that keeps its keys in the order given: {@code map("a", 1, "b", 2)}. */
    public static Map<String, Object> map(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("map needs key, value pairs but got " + keysAndValues.length + " items");
        }
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    /** The YAML text of {@code document}, with {@code header} lines as leading comments. */
    public static String text(String header, Map<String, Object> document) {
        StringBuilder text = new StringBuilder();
        header.lines().forEach(line -> text.append(line.isEmpty() ? "#" : "# " + line).append('\n'));
        try {
            return text.append(YAML.writeValueAsString(document)).toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write YAML: " + e.getOriginalMessage(), e);
        }
    }

    /** Writes {@code text} to {@code file}, creating its directory, through a temporary file renamed into place. */
    public static Path write(Path file, String text) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path temp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
