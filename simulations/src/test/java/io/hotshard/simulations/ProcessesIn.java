package io.hotshard.simulations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The live processes that belong to a test's temporary directory: their working directory is inside it (redis-server
 * and postgres change into their data directories, and rewrite their command lines) or their command line names it.
 * Read from {@code /proc} (Linux); zombies are left out: they hold no port, no memory and no file.
 */
final class ProcessesIn {

    private ProcessesIn() {
    }

    /** Every live process of {@code dir}, this JVM aside. */
    static List<ProcessHandle> find(Path dir) {
        String root = dir.toAbsolutePath().normalize().toString();
        long self = ProcessHandle.current().pid();
        return ProcessHandle.allProcesses().filter(p -> p.pid() != self && !zombie(p.pid()))
                .filter(p -> workingDirectory(p.pid()).startsWith(root)
                        || p.info().commandLine().orElse("").contains(root)).toList();
    }

    /** One line per process: PID and command line, for a failure message. */
    static String describe(List<ProcessHandle> processes) {
        return processes.stream().map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).toList().toString();
    }

    private static String workingDirectory(long pid) {
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd")).toString();
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }

    private static boolean zombie(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2) == 'Z';
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }
}
