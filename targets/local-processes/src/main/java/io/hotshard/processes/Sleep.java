package io.hotshard.processes;

/** Short waits while polling processes and nodes; an interrupt ends the wait and is kept. */
public final class Sleep {

    private Sleep() {
    }

    /** Sleeps {@code millis}; an interrupt fails with the interrupt flag set again. */
    public static void millis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
