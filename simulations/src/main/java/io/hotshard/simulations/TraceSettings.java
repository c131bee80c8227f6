package io.hotshard.simulations;

import io.hotshard.keys.analyze.Candidate;
import io.hotshard.keys.analyze.InputFormat;
import io.hotshard.keys.analyze.TraceFormat;
import io.hotshard.keys.analyze.TraceReader;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A real key stream replayed instead of generated keys: {@code hotshard.trace=FILE} with {@code .trace.field}
 * (a column, number or dotted JSON path; none for one key per line), {@code .trace.delimiter} (plain, ',', tab,
 * ';', ws or json; default from the file name), {@code .trace.opField} (reads and writes from the trace instead
 * of {@code hotshard.readProportion}) and {@code .trace.loop} (start over at the end; default true).
 *
 * @param file    the trace
 * @param format  its layout and fields
 * @param loop    whether the file is reopened at its end
 */
public record TraceSettings(Path file, TraceFormat format, boolean loop) {

    /** The trace the properties name, or null when {@code hotshard.trace} is unset; refuses a bad value at once. */
    public static TraceSettings from(SimProperties props) {
        String file = props.raw("hotshard.trace");
        if (file == null) {
            return null;
        }
        Path path = Path.of(file);
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new IllegalArgumentException("hotshard.trace '" + file + "' must be a readable file");
        }
        String field = props.raw("hotshard.trace.field");
        String delimiter = props.raw("hotshard.trace.delimiter");
        InputFormat layout;
        try {
            layout = delimiter == null ? InputFormat.guess(file, field != null) : InputFormat.byName(delimiter);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("hotshard.trace.delimiter: " + e.getMessage(), e);
        }
        if (layout != InputFormat.PLAIN && field == null) {
            throw new IllegalArgumentException("hotshard.trace.field must name the key's field of " + layout.label()
                    + " trace '" + file + "'");
        }
        String opField = props.raw("hotshard.trace.opField");
        if (layout == InputFormat.PLAIN && opField != null) {
            throw new IllegalArgumentException("hotshard.trace.opField needs a delimited or JSON trace, but '"
                    + file + "' is read as one key per line");
        }
        List<Candidate> candidates = field == null ? List.of(new Candidate("key", List.of("key")))
                : Candidate.parseAll(field);
        if (candidates.size() != 1) {
            throw new IllegalArgumentException("hotshard.trace.field must name one key (a or a+b) but was '" + field
                    + "'");
        }
        return new TraceSettings(path, new TraceFormat(layout, candidates.get(0), opField),
                props.booleanValue("hotshard.trace.loop", true));
    }

    /** The key field as named, {@code key} for one key per line. */
    public String fieldName() {
        return format.field().name();
    }

    /** Opens the trace for reading. */
    public TraceReader open() {
        try {
            return new TraceReader(file.toString(), format, loop);
        } catch (IOException e) {
            throw new UncheckedIOException("hotshard.trace '" + file + "' cannot be read", e);
        }
    }
}
