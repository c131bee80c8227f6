package io.hotshard.processes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A process as Linux's {@code /proc/PID/stat} and {@code cmdline} show it: its command name, whether it is alive
 * (neither zombie nor dead) and its NUL-separated command line. Empty when the process is gone.
 *
 * @param name    the command name (at most 15 characters)
 * @param alive   whether the state is neither Z (zombie) nor X (dead)
 * @param cmdline the arguments, each followed by a NUL
 */
public record ProcStat(String name, boolean alive, String cmdline) {

    /** The process {@code pid}, if it exists. */
    public static Optional<ProcStat> of(long pid) {
        Path proc = Path.of("/proc", Long.toString(pid));
        try {
            String stat = Files.readString(proc.resolve("stat"));
            int close = stat.lastIndexOf(')');
            String name = stat.substring(stat.indexOf('(') + 1, close);
            char state = stat.charAt(close + 2);
            String cmdline = new String(Files.readAllBytes(proc.resolve("cmdline")), StandardCharsets.UTF_8);
            return Optional.of(new ProcStat(name, state != 'Z' && state != 'X', cmdline));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Whether one whole argument equals {@code argument}: {@code 127.0.0.11} never matches {@code 127.0.0.110}. */
    public boolean hasArgument(String argument) {
        return ("\0" + cmdline).contains("\0" + argument + "\0");
    }
}
