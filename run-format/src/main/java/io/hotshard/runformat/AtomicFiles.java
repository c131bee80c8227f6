package io.hotshard.runformat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a file to a temporary sibling and renames it into place, so readers never see half a file. */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Replaces {@code target} with {@code text} in one rename, creating its directory if missing; returns it. */
    public static Path write(Path target, String text) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temp = parent.resolve("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }
}
