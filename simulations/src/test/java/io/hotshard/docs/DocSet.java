package io.hotshard.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** README.md and every Markdown file under docs/ of a checkout, read once: their relative links and their text. */
final class DocSet {

    // [text](target) and ![alt](target); the target ends at the first space (a title may follow) or ')'.
    private static final Pattern INLINE_LINK = Pattern.compile("!?\\[[^\\]]*]\\(\\s*<?([^)\\s>]+)>?[^)]*\\)");
    // [label]: target, at the start of a line.
    private static final Pattern REFERENCE_LINK = Pattern.compile("^\\s{0,3}\\[[^\\]]+]:\\s*<?(\\S+?)>?(\\s.*)?$");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    private final Path root;
    private final Map<Path, String> texts;

    private DocSet(Path root, Map<Path, String> texts) {
        this.root = root;
        this.texts = texts;
    }

    /** Reads README.md (if present) and docs/**&#47;*.md of the checkout at {@code root}. */
    static DocSet read(Path root) {
        Map<Path, String> texts = new TreeMap<>();
        try {
            Path readme = root.resolve("README.md");
            if (Files.isRegularFile(readme)) {
                texts.put(readme, Files.readString(readme, StandardCharsets.UTF_8));
            }
            Path docs = root.resolve("docs");
            if (Files.isDirectory(docs)) {
                try (Stream<Path> files = Files.walk(docs)) {
                    for (Path file : files.filter(f -> f.toString().endsWith(".md")).toList()) {
                        texts.put(file, Files.readString(file, StandardCharsets.UTF_8));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new DocSet(root, texts);
    }

    /** The checkout holding the working directory: the nearest ancestor with README.md, scripts/ and docs/. */
    static Path findRoot(Path start) {
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("scripts"))
                    && Files.isDirectory(dir.resolve("docs"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no checkout (README.md, scripts/, docs/) above " + start.toAbsolutePath());
    }

    /** The files read, relative to the root. */
    List<String> files() {
        return texts.keySet().stream().map(f -> root.relativize(f).toString()).toList();
    }

    /** Every relative link whose file does not exist, or whose {@code #anchor} names no heading of the Markdown file
     * it leads to (the same file for {@code #anchor} alone), as {@code file: target}; web links are not checked. */
    List<String> brokenLinks() {
        List<String> broken = new ArrayList<>();
        texts.forEach((file, text) -> {
            for (String target : relativeTargets(text)) {
                String path = target.replaceFirst("[#?].*$", "");
                Path linked = path.isEmpty() ? file : file.getParent().resolve(decode(path)).normalize();
                int hash = target.indexOf('#');
                String anchor = hash < 0 ? "" : target.substring(hash + 1);
                if (!Files.exists(linked) || !anchor.isEmpty() && linked.toString().endsWith(".md")
                        && !Anchors.of(text(linked)).contains(anchor)) {
                    broken.add(root.relativize(file) + ": " + target);
                }
            }
        });
        return broken;
    }

    /** The relative links of {@code file} (relative to the root), in order, anchors included. */
    List<String> links(String file) {
        String text = texts.get(root.resolve(file));
        if (text == null) {
            throw new IllegalArgumentException(file + " is not among the files read: " + files());
        }
        return relativeTargets(text);
    }

    private String text(Path markdown) {
        String read = texts.get(markdown);
        if (read != null) {
            return read;
        }
        try {
            return Files.readString(markdown, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether {@code word} occurs in some file, not followed by a letter, digit, '-' or '_' (so that
     * {@code scripts/simulate} is not found inside {@code scripts/simulate-all}). */
    boolean mentions(String word) {
        Pattern pattern = Pattern.compile("(?<![\\w-])" + Pattern.quote(word) + "(?![\\w-])");
        return texts.values().stream().anyMatch(text -> pattern.matcher(text).find());
    }

    private static List<String> relativeTargets(String text) {
        List<String> targets = new ArrayList<>();
        boolean fenced = false;
        for (String line : text.split("\n", -1)) {
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            String prose = line.replaceAll("`[^`]*`", "");
            Matcher inline = INLINE_LINK.matcher(prose);
            while (inline.find()) {
                targets.add(inline.group(1));
            }
            Matcher reference = REFERENCE_LINK.matcher(prose);
            if (reference.matches()) {
                targets.add(reference.group(1));
            }
        }
        return targets.stream().filter(t -> !SCHEME.matcher(t).find()).toList();
    }

    private static String decode(String path) {
        return path.replace("%20", " ");
    }
}
