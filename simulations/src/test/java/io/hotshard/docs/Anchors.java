package io.hotshard.docs;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The anchors a Markdown file offers as GitHub renders it: one per heading, and explicit {@code <a id>} tags. */
final class Anchors {

    // An ATX heading: up to three spaces, 1-6 '#', its text, optional closing '#'s.
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}\\s+(.*?)(\\s+#+)?\\s*$");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");
    private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)]\\([^)]*\\)");
    // What GitHub's slugger keeps: letters, digits, marks, '_', '-' and spaces (which become '-').
    private static final Pattern DROPPED = Pattern.compile("[^\\p{L}\\p{N}\\p{M}\\p{Pc} -]");

    private Anchors() {
    }

    /** Every anchor of {@code markdown}: heading slugs (a repeated one suffixed -1, -2, ...) and HTML ids. */
    static Set<String> of(String markdown) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(1));
                int times = seen.merge(slug, 1, Integer::sum);
                anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
            }
            Matcher html = HTML_ANCHOR.matcher(line);
            while (html.find()) {
                anchors.add(html.group(1));
            }
        }
        return anchors;
    }

    /** GitHub's anchor for a heading's text: the rendered text lower-cased, punctuation dropped, spaces as '-'. */
    static String slug(String headingText) {
        String rendered = LINK.matcher(headingText).replaceAll("$1").replace("`", "").replace("*", "");
        return DROPPED.matcher(rendered.toLowerCase(Locale.ROOT)).replaceAll("").replace(' ', '-');
    }
}
