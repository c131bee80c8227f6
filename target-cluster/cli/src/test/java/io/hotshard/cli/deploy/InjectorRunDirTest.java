package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class InjectorRunDirTest {

    @TempDir
    Path temp;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @AfterEach
    void clearProperty() {
        System.clearProperty(InjectorRunDir.REPORT_JAR);
    }

    @Test
    void merge_reportJarGiven_runsItsInjectorsCommandOnTheDirectoryAndReturnsItsExitCode() throws Exception {
        System.setProperty(InjectorRunDir.REPORT_JAR, fakeReportJar().toString());

        int code = InjectorRunDir.merge(temp, new PrintWriter(out), new PrintWriter(err));

        assertThat(code).isEqualTo(3);
        assertThat(temp.resolve("report-args.txt")).hasContent("injectors " + temp);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void merge_noReportJar_printsTheMergeCommandAndSucceeds() throws Exception {
        int code = InjectorRunDir.merge(temp, new PrintWriter(out), new PrintWriter(err));

        assertThat(code).isZero();
        assertThat(out.toString()).startsWith("merge with: scripts/hotshard report injectors " + temp);
    }

    /** A jar whose main class is {@link FakeReportMain}, as the report's jar has {@code ReportMain}. */
    private Path fakeReportJar() throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, FakeReportMain.class.getName());
        String entry = FakeReportMain.class.getName().replace('.', '/') + ".class";
        Path jar = temp.resolve("fake-report.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
             InputStream classFile = FakeReportMain.class.getResourceAsStream("/" + entry)) {
            out.putNextEntry(new JarEntry(entry));
            classFile.transferTo(out);
            out.closeEntry();
        }
        return jar;
    }
}
