package io.hotshard.report.render;

import java.util.List;

/** What every store's run comparison puts around its table: the page and the Markdown, with each run's directory. */
final class CompareShell {

    private CompareShell() {
    }

    /** A run's name and directory. */
    record Named(String name, String dir) {
    }

    /** The comparison as a page: the table, the note, the run directories. */
    static String html(String title, Table table, String note, List<Named> runs) {
        return HtmlPage.page(title, Html.h2("runs", "Runs") + table.html() + HtmlPage.note(note)
                + Html.p("Run directories: " + String.join(", ", runs.stream().map(Named::dir).toList())));
    }

    /** The comparison in Markdown: the title, the table, the note, each run's name and directory. */
    static String markdown(String title, Table table, String note, List<Named> runs) {
        StringBuilder out = new StringBuilder("# " + title + "\n\n").append(table.markdown()).append('\n')
                .append(note).append("\n\n");
        runs.forEach(r -> out.append("- ").append(r.name()).append(": `").append(r.dir()).append("`\n"));
        return out.toString();
    }
}
