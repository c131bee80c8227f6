package io.hotshard.redis;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Where {@code redis-server} and {@code redis-cli} are: the first of each on {@code PATH}. */
public record RedisTools(Path server, Path cli) {

    /** Finds both tools or fails in one line that says how to install them. */
    public static RedisTools onPath() {
        Optional<Path> server = find("redis-server");
        Optional<Path> cli = find("redis-cli");
        if (server.isEmpty() || cli.isEmpty()) {
            throw new IllegalStateException("redis-server and redis-cli must be on PATH; install them with:"
                    + " apt-get install -y redis-server redis-tools");
        }
        return new RedisTools(server.get(), cli.get());
    }

    /**
     * util-linux's {@code setsid}, when on {@code PATH}: a node started through it (exec'd in place, same PID) has a
     * session of its own, so a terminal's Ctrl-C reaches the run that started it, which stops its nodes after their
     * last sample, rather than the nodes themselves.
     */
    public static Optional<Path> setsid() {
        return find("setsid");
    }

    private static Optional<Path> find(String name) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String entry : path.split(File.pathSeparator)) {
            Path candidate = Path.of(entry.isEmpty() ? "." : entry, name);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
