package io.hotshard.cli.inject;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** How to start another JVM of this runtime: in the image through its own dynamic loader, elsewhere as java.home. */
final class JavaLauncher {

    private JavaLauncher() {
    }

    /** The launcher words of this JVM's runtime. */
    static List<String> current() {
        Path home = Path.of(System.getProperty("java.home"));
        if (home.equals(Path.of(ImageLayout.JAVA).getParent().getParent()) && Files.exists(Path.of(ImageLayout.LOADER))) {
            // The image is FROM scratch: java runs only through the glibc and loader it ships. The JDK's default
            // posix_spawn goes through its jspawnhelper binary, which needs the system's loader: fork directly.
            System.setProperty("jdk.lang.Process.launchMechanism", "FORK");
            return List.of(ImageLayout.LOADER, "--library-path", ImageLayout.LIBRARIES, ImageLayout.JAVA);
        }
        return List.of(home.resolve("bin").resolve("java").toString());
    }
}
