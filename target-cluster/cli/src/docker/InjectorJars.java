import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Build tool of scripts/build-shard-image: links into OUT_DIR every jar of LIB_DIR that holds an entry the CLI jar
 * lacks, so the injector's class path (CLI jar first, then OUT_DIR) carries no second copy of what the CLI jar holds.
 * Usage: java InjectorJars.java CLI_JAR LIB_DIR OUT_DIR; prints "kept K of N jars (B bytes)".
 */
public final class InjectorJars {

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java InjectorJars.java CLI_JAR LIB_DIR OUT_DIR");
            System.exit(2);
        }
        Set<String> cli = entries(Path.of(args[0]));
        Path out = Files.createDirectories(Path.of(args[2]));
        List<Path> jars;
        try (Stream<Path> listed = Files.list(Path.of(args[1]))) {
            jars = listed.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
        }
        int kept = 0;
        long bytes = 0;
        for (Path jar : jars) {
            if (!cli.containsAll(entries(jar))) {
                Files.createLink(out.resolve(jar.getFileName()), jar.toRealPath());
                kept++;
                bytes += Files.size(jar);
            }
        }
        System.out.println("kept " + kept + " of " + jars.size() + " jars (" + bytes + " bytes)");
    }

    /** The entries that make a jar's content: files, without manifests, licences, Maven metadata and module-info. */
    private static Set<String> entries(Path jar) throws IOException {
        Set<String> names = new HashSet<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            zip.stream().filter(e -> !e.isDirectory()).map(ZipEntry::getName).filter(InjectorJars::content)
                    .forEach(names::add);
        }
        return names;
    }

    private static boolean content(String name) {
        String upper = name.toUpperCase(java.util.Locale.ROOT);
        return !(name.equals("META-INF/MANIFEST.MF") || name.startsWith("META-INF/maven/")
                || name.endsWith("module-info.class") || upper.startsWith("META-INF/LICENSE")
                || upper.startsWith("META-INF/NOTICE") || upper.startsWith("META-INF/DEPENDENCIES")
                || name.startsWith("META-INF/services/") || upper.endsWith(".SF") || upper.endsWith(".RSA")
                || upper.endsWith(".DSA") || name.equals("META-INF/INDEX.LIST"));
    }
}
