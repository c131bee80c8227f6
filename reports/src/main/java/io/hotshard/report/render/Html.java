package io.hotshard.report.render;

import java.util.List;

/** Escaping and small HTML fragments. */
public final class Html {

    private Html() {
    }

    /** Escapes text for HTML and SVG element content and attribute values. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** A table; every cell is escaped. */
    public static String table(List<String> header, List<List<String>> rows) {
        StringBuilder out = new StringBuilder("<table>\n<thead><tr>");
        header.forEach(h -> out.append("<th>").append(escape(h)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            out.append("<tr>");
            row.forEach(cell -> out.append("<td>").append(escape(cell)).append("</td>"));
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table>\n").toString();
    }

    /** A paragraph of escaped text. */
    public static String p(String text) {
        return "<p>" + escape(text) + "</p>\n";
    }

    /** A section heading with an anchor. */
    public static String h2(String id, String text) {
        return "<h2 id=\"" + escape(id) + "\">" + escape(text) + "</h2>\n";
    }
}
