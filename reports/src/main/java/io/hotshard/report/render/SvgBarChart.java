package io.hotshard.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/** A grouped bar chart as inline SVG: one group per category, one bar per series, reference lines, a legend. */
public final class SvgBarChart {

    private record Bars(String name, double[] values, String colour) {
    }

    private record Guide(double y, String label, String colour) {
    }

    private static final int FEW_CATEGORIES = 8;
    private static final double LABEL_GAP = 8;

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<String> categories;
    private final List<Bars> bars = new ArrayList<>();
    private final List<Guide> guides = new ArrayList<>();
    private DoubleFunction<String> yTicks = Fmt::compact;

    /** Starts a chart over these categories; the axis labels must carry their units. */
    public SvgBarChart(String title, String xLabel, String yLabel, List<String> categories) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        this.categories = List.copyOf(categories);
    }

    /** Labels the y ticks with a custom format, e.g. percentages. */
    public SvgBarChart yTicks(DoubleFunction<String> format) {
        this.yTicks = format;
        return this;
    }

    /** Adds one bar per category; NaN leaves a gap. */
    public SvgBarChart add(String name, double[] values) {
        if (values.length != categories.size()) {
            throw new IllegalArgumentException("values must have one entry per category (" + categories.size()
                    + ") but had " + values.length);
        }
        bars.add(new Bars(name, values.clone(), Palette.colour(bars.size())));
        return this;
    }

    /** Adds a labelled horizontal reference line. */
    public SvgBarChart guide(double y, String label, String colour) {
        guides.add(new Guide(y, label, colour));
        return this;
    }

    /** The chart as an SVG element. */
    public String render() {
        double max = guides.stream().mapToDouble(Guide::y).max().orElse(0);
        for (Bars b : bars) {
            for (double v : b.values()) {
                if (!Double.isNaN(v) && !Double.isInfinite(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        Axis y = Axis.fit(yLabel, false, 0, max > 0 ? max * 1.05 : 1, true, yTicks);
        Axis x = new Axis(xLabel, false, 0, Math.max(1, categories.size()), v -> "");
        List<SvgCanvas.LegendEntry> legend = SvgCanvas.entries();
        bars.forEach(b -> legend.add(new SvgCanvas.LegendEntry(b.name(), b.colour(), "box")));
        guides.forEach(g -> legend.add(new SvgCanvas.LegendEntry(g.label(), g.colour(), "dashed")));
        StringBuilder out = new StringBuilder(SvgCanvas.open(title, legend));
        out.append(SvgCanvas.axes(x, y, List.of()));
        double group = SvgCanvas.plotWidth() / Math.max(1, categories.size());
        double barWidth = group * 0.8 / Math.max(1, bars.size());
        double bottom = SvgCanvas.TOP + SvgCanvas.PLOT_HEIGHT;
        double widest = categories.stream().mapToDouble(SvgCanvas::textWidth).max().orElse(0) + LABEL_GAP;
        // Few categories (runs) each keep a label, shortened to its group's width; many (shards) show every n-th.
        int labelEvery = categories.size() <= FEW_CATEGORIES ? 1 : Math.max(1, (int) Math.ceil(widest / group));
        int fitting = (int) Math.floor((group * labelEvery - LABEL_GAP) / SvgCanvas.CHAR_WIDTH);
        for (int c = 0; c < categories.size(); c++) {
            double left = SvgCanvas.LEFT + c * group + group * 0.1;
            for (int b = 0; b < bars.size(); b++) {
                double v = bars.get(b).values()[c];
                if (Double.isNaN(v) || Double.isInfinite(v)) {
                    continue;
                }
                double top = SvgCanvas.y(y, v);
                out.append("<rect x=\"").append(SvgCanvas.f(left + b * barWidth)).append("\" y=\"")
                        .append(SvgCanvas.f(top)).append("\" width=\"").append(SvgCanvas.f(Math.max(1, barWidth - 1)))
                        .append("\" height=\"").append(SvgCanvas.f(bottom - top)).append("\" fill=\"")
                        .append(bars.get(b).colour()).append("\"><title>").append(Html.escape(categories.get(c)
                                + " " + bars.get(b).name() + ": " + Fmt.num(v, 4))).append("</title></rect>\n");
            }
            if (c % labelEvery == 0) {
                String label = categories.get(c);
                String shown = label.length() <= fitting ? label : label.substring(0, Math.max(1, fitting - 1)) + "…";
                out.append("<text class=\"tick\" x=\"").append(SvgCanvas.f(left + group * 0.4)).append("\" y=\"")
                        .append(SvgCanvas.f(bottom + SvgCanvas.TICK_BASELINE)).append("\" text-anchor=\"middle\">")
                        .append(shown.equals(label) ? "" : "<title>" + Html.escape(label) + "</title>")
                        .append(Html.escape(shown)).append("</text>\n");
            }
        }
        for (Guide g : guides) {
            double py = SvgCanvas.y(y, g.y());
            out.append("<line x1=\"").append(SvgCanvas.LEFT).append("\" x2=\"")
                    .append(SvgCanvas.f(SvgCanvas.LEFT + SvgCanvas.plotWidth())).append("\" y1=\"").append(SvgCanvas.f(py))
                    .append("\" y2=\"").append(SvgCanvas.f(py)).append("\" stroke=\"").append(g.colour())
                    .append("\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>\n");
        }
        return out.append(SvgCanvas.legend(legend)).append("</svg>\n").toString();
    }
}
