package io.hotshard.testkit;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** Consecutive free ports on 127.0.0.1, for services that take a base port and count up from it. */
public final class FreePorts {

    private FreePorts() {
    }

    /** The first of {@code count} consecutive ports that are free on 127.0.0.1 now. */
    public static int consecutive(int count) throws IOException {
        for (int attempt = 0; attempt < 200; attempt++) {
            int first = ThreadLocalRandom.current().nextInt(20_000, 45_000);
            if (allFree(first, count)) {
                return first;
            }
        }
        throw new IOException("no " + count + " consecutive free ports found on 127.0.0.1");
    }

    private static boolean allFree(int first, int count) {
        for (int port = first; port < first + count; port++) {
            try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getByName("127.0.0.1"))) {
                socket.getLocalPort();
            } catch (IOException e) {
                return false;
            }
        }
        return true;
    }
}
