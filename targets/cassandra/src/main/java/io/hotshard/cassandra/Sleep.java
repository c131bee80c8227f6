package io.hotshard.cassandra;

/** Short waits while polling processes and nodes; an interrupt ends the wait and is kept. */
final class Sleep {

    private Sleep() {
    }

    static void millis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
