package io.hotshard.report.render;

/** A self-contained HTML page: inline CSS, no scripts, nothing fetched from the network. */
final class HtmlPage {

    private static final String STYLE = """
            body { font-family: sans-serif; margin: 24px auto; max-width: 1000px; color: #222; line-height: 1.4; }
            h1 { font-size: 24px; margin-bottom: 4px; }
            h2 { font-size: 19px; margin-top: 36px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
            table { border-collapse: collapse; margin: 10px 0 16px; font-size: 13px; }
            th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
            th { background: #f2f2f2; }
            td:first-child { white-space: nowrap; }
            .warning { background: #fff3cd; border: 1px solid #e0b400; padding: 8px 12px; }
            .bad { background: #fde2e1; border: 1px solid #e15759; padding: 8px 12px; }
            .good { background: #e3f4e1; border: 1px solid #59a14f; padding: 8px 12px; }
            .note { color: #555; font-size: 13px; }
            figure { margin: 12px 0 20px; }
            dl.header { display: grid; grid-template-columns: 160px auto; gap: 2px 12px; font-size: 14px; }
            dl.header dt { font-weight: bold; }
            dl.header dd { margin: 0; word-break: break-all; }
            nav a { margin-right: 10px; font-size: 13px; }
            .rings { display: flex; gap: 24px; flex-wrap: wrap; }
            """;

    private HtmlPage() {
    }

    static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + Html.escape(title)
                + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n<h1>" + Html.escape(title) + "</h1>\n"
                + body + "</body>\n</html>\n";
    }

    static String figure(String svg) {
        return "<figure>\n" + svg + "</figure>\n";
    }

    static String box(String cssClass, String text) {
        return "<p class=\"" + cssClass + "\">" + Html.escape(text) + "</p>\n";
    }

    static String note(String text) {
        return "<p class=\"note\">" + Html.escape(text) + "</p>\n";
    }
}
