package io.hotshard.cassandra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/** The memory the kernel can give new processes without swapping: {@code MemAvailable} of {@code /proc/meminfo}. */
public final class SystemMemory {

    private static final Path MEMINFO = Path.of("/proc/meminfo");

    private SystemMemory() {
    }

    /** MemAvailable in MiB, if the kernel reports it. */
    public static OptionalLong availableMb() {
        try {
            return Files.readAllLines(MEMINFO).stream().filter(line -> line.startsWith("MemAvailable:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024).findFirst();
        } catch (IOException e) {
            return OptionalLong.empty();
        }
    }

    /** Fails in one line when the nodes of {@code layout} need more memory than is available. */
    public static void requireFor(CassandraLayout layout) {
        OptionalLong available = availableMb();
        if (available.isPresent() && layout.memoryNeededMb() > available.getAsLong()) {
            throw new IllegalArgumentException(layout.nodes() + " node(s) need " + layout.memoryNeededMb() + " MiB ("
                    + layout.heapMb() + " MiB heap + " + ServerJvm.OVERHEAD_MB + " MiB each) but "
                    + available.getAsLong() + " MiB are available (MemAvailable); ask for fewer nodes or a smaller"
                    + " --heap");
        }
    }
}
