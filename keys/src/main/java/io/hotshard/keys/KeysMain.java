package io.hotshard.keys;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Launches {@code hotshard keys} with buffered standard output. */
public final class KeysMain {

    private KeysMain() {
    }

    /** Runs the command and exits with its code. */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new BufferedWriter(
                new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = KeysCommand.commandLine(out, err).execute(args);
        out.flush();
        System.exit(code);
    }
}
