package io.hotshard.keys.analyze;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** One JSON object per line (Jackson); a field is a dotted path, {@code customer.id}. Blank lines are skipped. */
final class JsonLinesReader implements RowReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public void read(String name, InputStream in, List<Candidate> candidates, RowSink sink) throws IOException {
        String[][][] paths = new String[candidates.size()][][];
        for (int c = 0; c < paths.length; c++) {
            List<String> parts = candidates.get(c).parts();
            paths[c] = parts.stream().map(p -> p.split("\\.", -1)).toArray(String[][]::new);
        }
        long[] line = {0};
        try {
            LineScanner.scan(in, (b, off, len) -> {
                line[0]++;
                if (isBlank(b, off, len)) {
                    return;
                }
                JsonNode row;
                try {
                    row = JSON.readTree(b, off, len);
                } catch (JsonProcessingException e) {
                    sink.malformed(line[0]);
                    return;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                if (row == null || !row.isObject()) {
                    sink.malformed(line[0]);
                    return;
                }
                for (int c = 0; c < paths.length; c++) {
                    String key = key(row, paths[c]);
                    if (key == null) {
                        sink.missing(c);
                    } else {
                        byte[] k = key.getBytes(StandardCharsets.UTF_8);
                        sink.value(c, k, 0, k.length);
                    }
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static String key(JsonNode row, String[][] parts) {
        StringBuilder joined = new StringBuilder();
        for (int p = 0; p < parts.length; p++) {
            JsonNode node = row;
            for (String step : parts[p]) {
                node = node.get(step);
                if (node == null) {
                    return null;
                }
            }
            if (node.isNull() || node.isMissingNode()) {
                return null;
            }
            String v = node.isValueNode() ? node.asText() : node.toString();
            if (v.isEmpty()) {
                return null;
            }
            if (p > 0) {
                joined.append(':');
            }
            joined.append(v);
        }
        return joined.toString();
    }

    private static boolean isBlank(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) {
            if (b[i] != ' ' && b[i] != '\t') {
                return false;
            }
        }
        return true;
    }
}
