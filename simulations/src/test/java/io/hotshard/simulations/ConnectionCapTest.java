package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

final class ConnectionCapTest {

    private static final String ROUTER = "http://127.0.0.1:8080";
    private static final String SHARD = "http://127.0.0.1:9000";

    @Test
    void tryAcquire_atTheCap_refusesUntilASlotIsReleased() {
        ConnectionCap cap = new ConnectionCap(2);

        assertThat(cap.tryAcquire(ROUTER)).isTrue();
        assertThat(cap.tryAcquire(ROUTER)).isTrue();
        assertThat(cap.tryAcquire(ROUTER)).isFalse();
        cap.release(ROUTER);

        assertThat(cap.tryAcquire(ROUTER)).isTrue();
        assertThat(cap.inFlight(ROUTER)).isEqualTo(2);
        assertThat(cap.peakInFlight()).isEqualTo(2);
    }

    @Test
    void tryAcquire_otherHost_hasItsOwnSlots() {
        ConnectionCap cap = new ConnectionCap(1);

        assertThat(cap.tryAcquire(ROUTER)).isTrue();

        assertThat(cap.tryAcquire(SHARD)).isTrue();
        assertThat(cap.tryAcquire(ROUTER)).isFalse();
    }

    @Test
    void release_slotNeverTaken_failsAndKeepsTheCount() {
        ConnectionCap cap = new ConnectionCap(1);

        assertThatThrownBy(() -> cap.release(ROUTER)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(ROUTER);
        assertThat(cap.tryAcquire(ROUTER)).isTrue();
        assertThatThrownBy(() -> cap.release(SHARD)).isInstanceOf(IllegalStateException.class);
        cap.release(ROUTER);
        assertThatThrownBy(() -> cap.release(ROUTER)).isInstanceOf(IllegalStateException.class);
        assertThat(cap.inFlight(ROUTER)).isZero();
    }

    @Test
    void constructor_capBelowOne_failsNamingTheValue() {
        assertThatThrownBy(() -> new ConnectionCap(0)).hasMessage("hotshard.maxConnections must be >= 1 but was 0");
    }

    @Test
    void tryAcquire_manyThreads_neverExceedsTheCap() throws InterruptedException {
        ConnectionCap cap = new ConnectionCap(8);
        AtomicInteger overCap = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CountDownLatch done = new CountDownLatch(4);
        for (int t = 0; t < 4; t++) {
            pool.execute(() -> {
                for (int i = 0; i < 20_000; i++) {
                    if (cap.tryAcquire(ROUTER)) {
                        if (cap.inFlight(ROUTER) > 8) {
                            overCap.incrementAndGet();
                        }
                        cap.release(ROUTER);
                    }
                }
                done.countDown();
            });
        }
        assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        pool.shutdown();

        assertThat(overCap).hasValue(0);
        assertThat(cap.peakInFlight()).isBetween(1, 8);
        assertThat(cap.inFlight(ROUTER)).isZero();
    }
}
