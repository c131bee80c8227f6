package io.hotshard.redis;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/** Checks on ports of 127.0.0.1. */
public final class LocalPorts {

    private LocalPorts() {
    }

    /** Fails in one line when {@code port} cannot be bound on 127.0.0.1 (a process holds it). */
    public static void requireFree(int port, String purpose) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        } catch (IOException e) {
            throw new IllegalArgumentException("port " + port + " on 127.0.0.1 (" + purpose + ") is in use");
        }
    }

    /** Whether something accepts connections on {@code port} of 127.0.0.1. */
    public static boolean listening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * A base port from which {@code count} consecutive ports and their cluster bus ports ({@code +10000}) are
     * free now, searched upwards from {@code from} (for tests; another process may still take them later).
     */
    public static int freeRun(int from, int count) {
        for (int base = from; base + count + 10000 < 65536; base += count) {
            if (runFree(base, count)) {
                return base;
            }
        }
        throw new IllegalStateException("no run of " + count + " free ports from " + from);
    }

    private static boolean runFree(int base, int count) {
        for (int p = base; p < base + count; p++) {
            try {
                requireFree(p, "client");
                requireFree(p + 10000, "cluster bus");
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
        return true;
    }
}
