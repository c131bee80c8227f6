package io.hotshard.cluster.sample;

import io.hotshard.runformat.AtomicFiles;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code ring-start.json} and {@code ring-end.json}: the router's vnode tokens by shard when recording starts and
 * when it ends, for the report's ring pictures. A router that does not serve its tokens leaves the file out.
 */
final class RingFiles {

    private static final long TIMEOUT_MILLIS = 2_000;

    private RingFiles() {
    }

    /** Writes {@code name} with the router's ring now, stamped {@code atMillis} from the run's start. */
    static Optional<Path> write(Path directory, String name, RouterSource router, long atMillis) throws IOException {
        JsonObject picture;
        try {
            picture = router.ringPicture().toCompletionStage().toCompletableFuture()
                    .get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException | TimeoutException e) {
            return Optional.empty();
        }
        Path file = directory.resolve(name);
        AtomicFiles.write(file, picture.copy().put("atMillis", atMillis).encodePrettily() + "\n");
        return Optional.of(file);
    }
}
