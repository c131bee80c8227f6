package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.github.dockerjava.api.exception.NotFoundException;
import org.junit.jupiter.api.Assumptions;
import org.testcontainers.DockerClientFactory;

/**
 * Decides whether container tests run: skipped with a message when no Docker engine answers, unless the system
 * property {@code hotshard.requireDocker} is true, which turns a missing engine or image into a failure.
 */
final class DockerRequirement {

    /** System property naming the shard image; set by the build to {@code hotshard:<version>}. */
    static final String IMAGE_PROPERTY = "hotshard.shardImage";

    private DockerRequirement() {
    }

    /** Returns the shard image to run, after checking the engine, the image and the Testcontainers switches. */
    static String shardImage() {
        boolean required = Boolean.getBoolean("hotshard.requireDocker");
        // Without these two, Testcontainers pulls its Ryuk and alpine helper images: impossible offline.
        assertThat(System.getenv("TESTCONTAINERS_RYUK_DISABLED"))
                .as("environment variable TESTCONTAINERS_RYUK_DISABLED of the test JVM").isEqualTo("true");
        assertThat(System.getenv("TESTCONTAINERS_HOST_OVERRIDE"))
                .as("environment variable TESTCONTAINERS_HOST_OVERRIDE of the test JVM").isEqualTo("127.0.0.1");
        requireOrSkip(DockerClientFactory.instance().isDockerAvailable(), required);
        String image = System.getProperty(IMAGE_PROPERTY, "hotshard:latest");
        try {
            DockerClientFactory.instance().client().inspectImageCmd(image).exec();
        } catch (NotFoundException e) {
            fail("image " + image + " is missing; build it with scripts/build-shard-image (mvn verify runs it)");
        }
        return image;
    }

    /** Returns if an engine answers; otherwise fails when {@code required}, else aborts the test as skipped. */
    static void requireOrSkip(boolean dockerAvailable, boolean required) {
        if (dockerAvailable) {
            return;
        }
        String message = "no Docker engine answers, so the container tests cannot run";
        if (required) {
            fail(message + " (hotshard.requireDocker=true)");
        }
        Assumptions.abort("skipped: " + message + "; set -Dhotshard.requireDocker=true to make this a failure");
    }
}
