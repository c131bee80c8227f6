package io.hotshard.cassandra;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.UnknownHostException;

/** Checks on ports of loopback addresses (127.0.0.0/8: every one of them is this machine's on Linux). */
public final class LocalAddresses {

    private LocalAddresses() {
    }

    /** Fails in one line when {@code port} cannot be bound on {@code address} (a process holds it). */
    public static void requireFree(String address, int port, String purpose) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(inet(address), port));
        } catch (IOException e) {
            throw new IllegalArgumentException("port " + port + " on " + address + " (" + purpose + ") is in use");
        }
    }

    /** Whether something accepts connections on {@code port} of {@code address}. */
    public static boolean listening(String address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(inet(address), port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The address of a dotted IPv4 literal, without a name lookup. */
    static InetAddress inet(String address) {
        String[] parts = address.split("\\.");
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
            bytes[i] = (byte) Integer.parseInt(parts[i]);
        }
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("not an IPv4 address: " + address, e);
        }
    }
}
