package io.hotshard.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The frame shared by the SVG charts: size, plot area, axes with ticks and labels, legend and title. */
final class SvgCanvas {

    static final int WIDTH = 960;
    static final int LEFT = 80;
    static final int RIGHT = 30;
    static final int TOP = 40;
    static final int PLOT_HEIGHT = 300;
    static final int LEGEND_ENTRY_WIDTH = 120;
    static final double CHAR_WIDTH = 6.6;
    static final int LEGEND_ROW_HEIGHT = 20;
    /** Below the plot: x tick labels low enough to clear the y axis's bottom label, then the axis title. */
    static final int TICK_BASELINE = 20;
    static final int TITLE_BASELINE = 38;

    /** One legend entry: a swatch (line, dashed line or box) and its text. */
    record LegendEntry(String label, String colour, String kind) {
    }

    private SvgCanvas() {
    }

    static double plotWidth() {
        return WIDTH - LEFT - RIGHT;
    }

    static double x(Axis axis, double value) {
        return LEFT + axis.position(value) * plotWidth();
    }

    static double y(Axis axis, double value) {
        return TOP + (1 - axis.position(value)) * PLOT_HEIGHT;
    }

    static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    static int height(List<LegendEntry> legend) {
        int rows = legend.isEmpty() ? 0 : (int) (layout(legend)[legend.size() - 1][1] + 1);
        return TOP + PLOT_HEIGHT + 60 + rows * LEGEND_ROW_HEIGHT + 10;
    }

    /** Flows the legend entries into rows: per entry its x offset and its row. */
    private static double[][] layout(List<LegendEntry> legend) {
        double[][] at = new double[legend.size()][2];
        double x = 0;
        int row = 0;
        for (int i = 0; i < legend.size(); i++) {
            double width = Math.max(LEGEND_ENTRY_WIDTH, 44 + legend.get(i).label().length() * CHAR_WIDTH);
            if (x > 0 && x + width > plotWidth()) {
                x = 0;
                row++;
            }
            at[i][0] = x;
            at[i][1] = row;
            x += width;
        }
        return at;
    }

    static String open(String title, List<LegendEntry> legend) {
        int h = height(legend);
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + WIDTH + " " + h + "\" width=\"" + WIDTH
                + "\" height=\"" + h + "\" role=\"img\" aria-label=\"" + Html.escape(title) + "\" font-family=\"sans-serif\""
                + " font-size=\"12\">\n<title>" + Html.escape(title) + "</title>\n"
                + "<rect x=\"0\" y=\"0\" width=\"" + WIDTH + "\" height=\"" + h + "\" fill=\"#ffffff\"/>\n"
                + "<text x=\"" + LEFT + "\" y=\"22\" font-size=\"15\" font-weight=\"bold\">" + Html.escape(title)
                + "</text>\n";
    }

    /** Grid lines, tick labels and both axis labels. */
    static String axes(Axis xAxis, Axis yAxis, List<Double> xTicks) {
        StringBuilder out = new StringBuilder();
        double bottom = TOP + PLOT_HEIGHT;
        for (double t : yAxis.ticks()) {
            double y = y(yAxis, t);
            out.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(f(LEFT + plotWidth()))
                    .append("\" y1=\"").append(f(y)).append("\" y2=\"").append(f(y))
                    .append("\" stroke=\"#e0e0e0\"/>\n<text class=\"tick\" x=\"").append(LEFT - 6).append("\" y=\"")
                    .append(f(y + 4)).append("\" text-anchor=\"end\">").append(Html.escape(yAxis.tickLabel().apply(t))).append("</text>\n");
        }
        for (double t : xTicks) {
            double x = x(xAxis, t);
            out.append("<line x1=\"").append(f(x)).append("\" x2=\"").append(f(x)).append("\" y1=\"").append(TOP)
                    .append("\" y2=\"").append(f(bottom)).append("\" stroke=\"#f0f0f0\"/>\n<text class=\"tick\" x=\"")
                    .append(f(x))
                    .append("\" y=\"").append(f(bottom + TICK_BASELINE)).append("\" text-anchor=\"middle\">")
                    .append(Html.escape(xAxis.tickLabel().apply(t))).append("</text>\n");
        }
        out.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(f(plotWidth()))
                .append("\" height=\"").append(PLOT_HEIGHT).append("\" fill=\"none\" stroke=\"#333333\"/>\n");
        out.append("<text class=\"axis-title\" x=\"").append(f(LEFT + plotWidth() / 2)).append("\" y=\"")
                .append(f(bottom + TITLE_BASELINE))
                .append("\" text-anchor=\"middle\">").append(Html.escape(xAxis.label())).append("</text>\n");
        out.append("<text class=\"axis-title\" transform=\"translate(18,").append(f(TOP + PLOT_HEIGHT / 2.0))
                .append(") rotate(-90)\" text-anchor=\"middle\">").append(Html.escape(yAxis.label())).append("</text>\n");
        return out.toString();
    }

    static String legend(List<LegendEntry> entries) {
        StringBuilder out = new StringBuilder();
        double[][] at = layout(entries);
        double top = TOP + PLOT_HEIGHT + 56;
        for (int i = 0; i < entries.size(); i++) {
            LegendEntry e = entries.get(i);
            double x = LEFT + at[i][0];
            double y = top + at[i][1] * LEGEND_ROW_HEIGHT;
            switch (e.kind()) {
                case "box" -> out.append("<rect x=\"").append(f(x)).append("\" y=\"").append(f(y - 9))
                        .append("\" width=\"14\" height=\"10\" fill=\"").append(e.colour()).append("\"/>\n");
                case "dot" -> out.append("<circle cx=\"").append(f(x + 9)).append("\" cy=\"").append(f(y - 4))
                        .append("\" r=\"3.5\" fill=\"").append(e.colour()).append("\"/>\n");
                default -> out.append("<line x1=\"").append(f(x)).append("\" x2=\"").append(f(x + 18))
                        .append("\" y1=\"").append(f(y - 4)).append("\" y2=\"").append(f(y - 4))
                        .append("\" stroke=\"").append(e.colour()).append("\" stroke-width=\"2\"")
                        .append(e.kind().equals("dashed") ? " stroke-dasharray=\"6 4\"" : "").append("/>\n");
            }
            out.append("<text x=\"").append(f(x + 24)).append("\" y=\"").append(f(y)).append("\">")
                    .append(Html.escape(e.label())).append("</text>\n");
        }
        return out.toString();
    }

    /** The width a label of {@code text} takes at the charts' font size, roughly. */
    static double textWidth(String text) {
        return text.length() * CHAR_WIDTH;
    }

    static List<LegendEntry> entries() {
        return new ArrayList<>();
    }
}
