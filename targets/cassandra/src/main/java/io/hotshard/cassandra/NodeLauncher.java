package io.hotshard.cassandra;

import io.hotshard.processes.ProcStat;
import io.hotshard.processes.Sleep;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Launches one node's JVM in a session of its own, its output appended to the node's {@code logs/stdout.log}
 * (a node started again keeps what it printed before). */
final class NodeLauncher {

    private static final Duration EXEC_WAIT = Duration.ofSeconds(5);

    private NodeLauncher() {
    }

    /** Writes node {@code i}'s files, starts its JVM, records its PID and returns its process. */
    static NodeProcess launch(ServerJvm jvm, CassandraLayout layout, int i) {
        NodeConfig.write(layout, i);
        Path nodeDir = layout.nodeDir(i);
        List<String> command = new ArrayList<>();
        // A session of its own: a Ctrl-C in the terminal reaches the command that started the node, which stops it,
        // and never the node directly; the node outlives the command that started it.
        setsid().ifPresent(setsid -> command.add(setsid.toString()));
        command.addAll(jvm.node(layout, i));
        File stdout = nodeDir.resolve("logs").resolve("stdout.log").toFile();
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(stdout));
        try {
            NodeProcess process = new NodeProcess(layout.address(i), nodeDir, builder.start().pid());
            process.record();
            // setsid execs java in place. Until it has, the PID is setsid's, whose command line holds java's
            // arguments too (running() already holds), and during the exec the command line reads empty, which would
            // pass for a node that exited: wait until the PID runs java itself.
            long deadline = System.nanoTime() + EXEC_WAIT.toNanos();
            while (!(process.running() && !isSetsid(process.pid())) && System.nanoTime() < deadline) {
                Sleep.millis(5);
            }
            return process;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + jvm.java().executable(), e);
        }
    }

    private static boolean isSetsid(long pid) {
        return ProcStat.of(pid).map(p -> p.name().equals("setsid")).orElse(false);
    }

    /** util-linux's {@code setsid}, when on {@code PATH}. */
    static Optional<Path> setsid() {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String entry : path.split(File.pathSeparator)) {
            Path candidate = Path.of(entry.isEmpty() ? "." : entry, "setsid");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
