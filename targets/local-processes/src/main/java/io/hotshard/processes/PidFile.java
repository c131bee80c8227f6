package io.hotshard.processes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** A file holding one process's PID, written when the process starts and read to signal it later. */
public final class PidFile {

    private PidFile() {
    }

    /** The PID in {@code file}, if the file exists; fails naming the file when it holds anything else. */
    public static Optional<Long> read(Path file) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        String text;
        try {
            text = Files.readString(file).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!text.matches("[0-9]{1,10}")) {
            throw new IllegalStateException(file + " does not hold a PID but '" + text + "'");
        }
        return Optional.of(Long.parseLong(text));
    }

    /** Writes {@code pid} into {@code file}. */
    public static void write(Path file, long pid) {
        try {
            Files.writeString(file, pid + "\n", StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
