package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class DescriptorWatchTest {

    @Test
    void max_socketsOpenedWhileWatching_countsThem() throws IOException, InterruptedException {
        List<ServerSocket> sockets = new ArrayList<>();
        DescriptorWatch watch = DescriptorWatch.start(Duration.ofMillis(10));
        for (int i = 0; i < 20; i++) {
            sockets.add(new ServerSocket(0, 1, InetAddress.getLoopbackAddress()));
        }
        Thread.sleep(100);
        for (ServerSocket socket : sockets) {
            socket.close();
        }
        watch.close();

        assertThat(watch.first()).isPositive();
        assertThat(watch.max()).isGreaterThanOrEqualTo(watch.first() + 20);
    }
}
