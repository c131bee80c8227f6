package io.hotshard.keys.analyze;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.keys.KeysCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** One run of {@code hotshard keys analyze} in this JVM: exit code, standard output and standard error. */
record AnalyzeRun(int exitCode, String out, String err) {

    static AnalyzeRun of(String... args) {
        String[] full = new String[args.length + 1];
        full[0] = "analyze";
        System.arraycopy(args, 0, full, 1, args.length);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = KeysCommand.commandLine(new PrintWriter(out), new PrintWriter(err, true)).execute(full);
        return new AnalyzeRun(code, out.toString(), err.toString());
    }

    JsonNode json() {
        try {
            return new ObjectMapper().readTree(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The candidate named {@code field} in the JSON report. */
    JsonNode candidate(String field) {
        for (JsonNode c : json().get("candidates")) {
            if (c.get("field").asText().equals(field)) {
                return c;
            }
        }
        throw new AssertionError("no candidate " + field + " in " + out);
    }
}
