package io.hotshard.cli.inject;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the hotshard image (src/docker/Dockerfile) keeps its runtime: the image is {@code FROM scratch}, with no
 * shell or curl, so a health check runs the image's own Java and jar, through the dynamic loader it ships.
 */
public final class ImageLayout {

    /** The loader the entry point invokes: the image brings its own glibc. */
    public static final String LOADER = "/opt/hotshard/lib/ld-linux-x86-64.so.2";
    /** The directory of the image's shared libraries. */
    public static final String LIBRARIES = "/opt/hotshard/lib";
    /** The jlink-made Java launcher. */
    public static final String JAVA = "/opt/hotshard/runtime/bin/java";
    /** The shaded command-line jar. */
    public static final String JAR = "/opt/hotshard/hotshard.jar";
    /** The simulations, Gatling and what they need beside the CLI jar: the class path of {@code hotshard injector}. */
    public static final String INJECTOR_LIB = "/opt/hotshard/injector";
    /** JVM options of an injector task: Gatling's heap, one GC thread. */
    public static final String INJECTOR_JAVA_OPTIONS = "-Xmx384m -XX:+UseSerialGC";
    /** JVM options of a service: a small heap, and one GC thread on a shared machine. */
    public static final String SERVICE_JAVA_OPTIONS = "-Xmx192m -XX:+UseSerialGC";

    private ImageLayout() {
    }

    /** The exec-form command that runs {@code hotshard health --url URL} inside the image, on a small, quick JVM. */
    public static List<String> healthCommand(String url) {
        List<String> command = new ArrayList<>(List.of(LOADER, "--library-path", LIBRARIES, JAVA,
                "-Xmx32m", "-Xss512k", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", JAR));
        command.addAll(List.of("health", "--url", url, "--timeout", "2s"));
        return List.copyOf(command);
    }
}
