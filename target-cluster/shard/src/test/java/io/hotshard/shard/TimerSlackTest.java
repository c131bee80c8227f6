package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

final class TimerSlackTest {

    @Test
    void tightenCurrentThread_whereLinuxHasTheFile_setsOnlyThisThreadsSlackToOneNanosecond() throws Exception {
        boolean linux = Files.exists(Path.of("/proc/self/timerslack_ns"));
        long[] other = new long[1];
        Thread untouched = new Thread(() -> other[0] = linux ? ownSlack() : 0);
        untouched.start();
        untouched.join();

        assertThat(TimerSlack.tightenCurrentThread()).isEqualTo(linux);

        if (linux) {
            assertThat(ownSlack()).isEqualTo(1);
            assertThat(other[0]).as("another thread keeps its slack").isGreaterThan(1);
        }
    }

    private static long ownSlack() {
        try {
            String link = Files.readSymbolicLink(Path.of("/proc/thread-self")).toString();
            return Long.parseLong(Files.readString(Path.of("/proc", link.substring(link.lastIndexOf('/') + 1),
                    "timerslack_ns")).trim());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
