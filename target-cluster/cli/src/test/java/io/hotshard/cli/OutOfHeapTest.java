package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

final class OutOfHeapTest {

    @Test
    void line_oneGibHeap_namesItAndSuggestsTwice() {
        assertThat(OutOfHeap.line(1024L * 1024 * 1024)).isEqualTo("hotshard: out of heap memory (the JVM may use"
                + " 1024 MiB); give it more, e.g. HOTSHARD_JAVA_OPTS=-Xmx2048m, or ask for less (fewer --shards)");
    }

    @Test
    void causedBy_wrappedOutOfMemory_isTrueAndOtherFailuresFalse() {
        assertThat(OutOfHeap.causedBy(new ExecutionException(new OutOfMemoryError("Java heap space")))).isTrue();
        assertThat(OutOfHeap.causedBy(new ExecutionException(new IllegalStateException("port in use")))).isFalse();
    }
}
