package io.hotshard.cluster.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes whole files under a temporary name and renames them into place, so readers never see half a file. */
final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Replaces {@code target} with {@code text} in one rename. */
    static void write(Path target, String text) throws IOException {
        Path temporary = target.resolveSibling("." + target.getFileName() + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
