package io.hotshard.simulations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * This JVM's open file descriptors ({@code /proc/self/fd}) by what they point at: sockets, pipes, anonymous inodes
 * (epoll, eventfd: an event loop holds a few each) and files by name. A soak tells with it connections in use from
 * a leak: a leak of files names the file, a pool of connections shows as sockets only. Linux only; elsewhere
 * {@link #UNKNOWN}.
 *
 * @param sockets    descriptors of sockets (TCP and Unix)
 * @param pipes      descriptors of pipes
 * @param anonInodes descriptors of anonymous inodes (epoll, eventfd, timerfd)
 * @param files      other targets (files, devices) by path, with how many descriptors each holds
 */
public record DescriptorCensus(int sockets, int pipes, int anonInodes, Map<String, Integer> files) {

    /** What is reported where {@code /proc/self/fd} cannot be read. */
    public static final DescriptorCensus UNKNOWN = new DescriptorCensus(-1, -1, -1, Map.of());

    private static final Path FDS = Path.of("/proc/self/fd");

    /** Copies the map so that a census never changes. */
    public DescriptorCensus {
        files = Map.copyOf(files);
    }

    /** Counts the descriptors open now; a descriptor closed while it is read is skipped. */
    public static DescriptorCensus take() {
        if (!Files.isDirectory(FDS)) {
            return UNKNOWN;
        }
        List<Path> entries;
        try (Stream<Path> listing = Files.list(FDS)) {
            entries = listing.toList();
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
        int sockets = 0;
        int pipes = 0;
        int anon = 0;
        Map<String, Integer> files = new TreeMap<>();
        for (Path entry : entries) {
            String target = target(entry);
            if (target == null) {
                continue;
            } else if (target.startsWith("socket:")) {
                sockets++;
            } else if (target.startsWith("pipe:")) {
                pipes++;
            } else if (target.startsWith("anon_inode:")) {
                anon++;
            } else {
                files.merge(target, 1, Integer::sum);
            }
        }
        return new DescriptorCensus(sockets, pipes, anon, files);
    }

    /**
     * Waits until at most {@code sockets} sockets are open, polling every 20 ms, and returns the census then, or
     * the last one after {@code timeout}. A closed connection's descriptors go when its channel is closed on its
     * event loop, the peer's end only when the FIN reaches it: after a cluster and its clients stopped, their
     * sockets close within milliseconds, not at once.
     */
    public static DescriptorCensus awaitSocketsAtMost(int sockets, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        DescriptorCensus census = take();
        while (census.sockets() > sockets && System.nanoTime() < deadline) {
            Thread.sleep(20);
            census = take();
        }
        return census;
    }

    private static String target(Path entry) {
        try {
            return Files.readSymbolicLink(entry).toString();
        } catch (IOException | RuntimeException e) {
            // The descriptor of the listing itself, or one closed meanwhile.
            return null;
        }
    }

    /** All descriptors counted, -1 when unknown. */
    public int total() {
        return sockets < 0 ? -1 : sockets + pipes + anonInodes + fileCount();
    }

    /** Descriptors of files and devices. */
    public int fileCount() {
        return files.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Descriptors that are not sockets: what must not grow under a steady load. */
    public int nonSockets() {
        return sockets < 0 ? -1 : pipes + anonInodes + fileCount();
    }

    /** The files this census holds and {@code earlier} did not (or holds more of), with the surplus each. */
    public Map<String, Integer> filesAddedSince(DescriptorCensus earlier) {
        Map<String, Integer> added = new TreeMap<>();
        files.forEach((name, count) -> {
            int surplus = count - earlier.files.getOrDefault(name, 0);
            if (surplus > 0) {
                added.put(name, surplus);
            }
        });
        return added;
    }

    /** One line: {@code 700 (sockets 600, pipes 4, anon_inode 40, files 56)}. */
    public String summary() {
        return String.format(Locale.ROOT, "%d (sockets %d, pipes %d, anon_inode %d, files %d)", total(), sockets,
                pipes, anonInodes, fileCount());
    }

    /** The file names held, most descriptors first, as {@code name xN}. */
    public List<String> fileNames() {
        List<String> names = new ArrayList<>();
        files.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> names.add(e.getKey() + (e.getValue() > 1 ? " x" + e.getValue() : "")));
        return names;
    }
}
