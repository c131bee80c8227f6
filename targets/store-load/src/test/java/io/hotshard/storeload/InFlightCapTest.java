package io.hotshard.storeload;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

final class InFlightCapTest {

    @Test
    void tryAcquire_pastTheCap_refusesAndTakesNone() {
        InFlightCap cap = new InFlightCap(4);

        assertThat(cap.tryAcquire(3)).isTrue();
        assertThat(cap.tryAcquire(2)).isFalse();
        assertThat(cap.available()).isEqualTo(1);
    }

    @Test
    void stop_withPermitsHeldPastTheLimit_marksStoppedAndReturnsThoseHeld() {
        InFlightCap cap = new InFlightCap(4);
        cap.tryAcquire(3);
        cap.release(1);

        int left = cap.stop(Duration.ZERO);

        assertThat(left).isEqualTo(2);
        assertThat(cap.stopped()).isTrue();
    }

    @Test
    void stop_withAllReleasedWhileWaiting_returnsZero() throws Exception {
        InFlightCap cap = new InFlightCap(2);
        cap.tryAcquire(2);
        // Releases only once the stop began, so the stop must wait to see the permits back.
        Thread releaser = new Thread(() -> {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (!cap.stopped() && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            cap.release(2);
        });

        releaser.start();
        int left = cap.stop(Duration.ofSeconds(30));
        releaser.join();

        assertThat(left).isZero();
    }

    @Test
    void stopped_beforeStop_isFalse() {
        assertThat(new InFlightCap(1).stopped()).isFalse();
    }
}
