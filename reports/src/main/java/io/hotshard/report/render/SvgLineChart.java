package io.hotshard.report.render;

import io.hotshard.report.run.Series;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A line chart as inline SVG: series as lines, dashed lines or points, vertical event markers with labels,
 * horizontal reference lines, axes with units, and a legend. Linear or log scales on either axis.
 */
public final class SvgLineChart {

    private static final String HALO = " paint-order=\"stroke\" stroke=\"#ffffff\" stroke-width=\"3\"";

    /** How a series is drawn. */
    public enum Style { LINE, DASHED, POINTS }

    private record Entry(Series series, Style style, String colour, double width) {
    }

    private record Marker(double x, String label) {
    }

    private record Guide(double y, String label, String colour) {
    }

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<Entry> entries = new ArrayList<>();
    private final List<Marker> markers = new ArrayList<>();
    private final List<Guide> guides = new ArrayList<>();
    private boolean logX;
    private boolean logY;
    private DoubleFunction<String> xTicks = Fmt::compact;
    private DoubleFunction<String> yTicks = Fmt::compact;
    private double yMax = Double.NaN;
    private String markerLegend = "run event (labelled)";

    /** Starts a chart; the axis labels must carry their units, e.g. "time (s)". */
    public SvgLineChart(String title, String xLabel, String yLabel) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
    }

    /** Draws x on a log scale, with its ticks labelled by {@code tickLabel}. */
    public SvgLineChart logX(DoubleFunction<String> tickLabel) {
        this.logX = true;
        this.xTicks = tickLabel;
        return this;
    }

    /** Draws y on a log scale. */
    public SvgLineChart logY() {
        this.logY = true;
        return this;
    }

    /** Labels the y ticks with a format of their own, e.g. {@link Fmt#microsTick} for durations. */
    public SvgLineChart yTicks(DoubleFunction<String> format) {
        this.yTicks = format;
        return this;
    }

    /** Makes the y axis reach at least this value. */
    public SvgLineChart yAtLeast(double max) {
        this.yMax = max;
        return this;
    }

    /** Adds a series in the next palette colour. */
    public SvgLineChart add(Series series, Style style) {
        return add(series, style, Palette.colour(entries.size()), 1.6);
    }

    /** Adds a series in a given colour and line width. */
    public SvgLineChart add(Series series, Style style, String colour, double width) {
        entries.add(new Entry(series, style, colour, width));
        return this;
    }

    /** Adds a labelled vertical line, e.g. a chaos event. */
    public SvgLineChart marker(double x, String label) {
        markers.add(new Marker(x, label));
        return this;
    }

    /** Names the vertical markers in the legend (default "run event (labelled)"). */
    public SvgLineChart markerLegend(String label) {
        this.markerLegend = label;
        return this;
    }

    /** Adds a labelled horizontal reference line. */
    public SvgLineChart guide(double y, String label, String colour) {
        guides.add(new Guide(y, label, colour));
        return this;
    }

    /** The chart as an SVG element. */
    public String render() {
        Axis x = Axis.fit(xLabel, logX, min(true), max(true), false, xTicks);
        Axis y = Axis.fit(yLabel, logY, min(false), max(false), !logY, yTicks);
        List<SvgCanvas.LegendEntry> legend = SvgCanvas.entries();
        entries.forEach(e -> legend.add(new SvgCanvas.LegendEntry(e.series().name(), e.colour(),
                e.style() == Style.POINTS ? "dot" : e.style() == Style.DASHED ? "dashed" : "line")));
        guides.forEach(g -> legend.add(new SvgCanvas.LegendEntry(g.label(), g.colour(), "dashed")));
        if (!markers.isEmpty()) {
            legend.add(new SvgCanvas.LegendEntry(markerLegend, "#888888", "dashed"));
        }
        StringBuilder out = new StringBuilder(SvgCanvas.open(title, legend));
        out.append(SvgCanvas.axes(x, y, x.ticks()));
        out.append("<svg x=\"").append(SvgCanvas.LEFT).append("\" y=\"").append(SvgCanvas.TOP).append("\" width=\"")
                .append(SvgCanvas.f(SvgCanvas.plotWidth())).append("\" height=\"").append(SvgCanvas.PLOT_HEIGHT)
                .append("\" viewBox=\"").append(SvgCanvas.LEFT).append(' ').append(SvgCanvas.TOP).append(' ')
                .append(SvgCanvas.f(SvgCanvas.plotWidth())).append(' ').append(SvgCanvas.PLOT_HEIGHT)
                .append("\" overflow=\"hidden\">\n");
        entries.forEach(e -> out.append(series(e, x, y)));
        for (Guide g : guides) {
            if (y.drawable(g.y()) && g.y() >= y.min() && g.y() <= y.max()) {
                double py = SvgCanvas.y(y, g.y());
                out.append(line(SvgCanvas.LEFT, py, SvgCanvas.LEFT + SvgCanvas.plotWidth(), py, g.colour()));
                out.append(text(SvgCanvas.LEFT + SvgCanvas.plotWidth() - 4, py - 4, g.label(), "end", g.colour()));
            }
        }
        for (Marker m : markers) {
            if (x.drawable(m.x()) && m.x() >= x.min() && m.x() <= x.max()) {
                double px = SvgCanvas.x(x, m.x());
                out.append(line(px, SvgCanvas.TOP, px, SvgCanvas.TOP + SvgCanvas.PLOT_HEIGHT, "#888888"));
                out.append("<text transform=\"translate(").append(SvgCanvas.f(px + 4)).append(',')
                        .append(SvgCanvas.TOP + 6).append(") rotate(90)\" fill=\"#555555\" font-size=\"11\"").append(HALO).append('>')
                        .append(Html.escape(m.label())).append("</text>\n");
            }
        }
        out.append("</svg>\n").append(SvgCanvas.legend(legend)).append("</svg>\n");
        return out.toString();
    }

    private static String series(Entry e, Axis x, Axis y) {
        StringBuilder out = new StringBuilder();
        double[] xs = e.series().x();
        double[] ys = e.series().y();
        StringBuilder segment = new StringBuilder();
        for (int i = 0; i <= xs.length; i++) {
            boolean ok = i < xs.length && x.drawable(xs[i]) && y.drawable(ys[i]);
            if (ok && e.style() == Style.POINTS) {
                out.append("<circle cx=\"").append(SvgCanvas.f(SvgCanvas.x(x, xs[i]))).append("\" cy=\"")
                        .append(SvgCanvas.f(SvgCanvas.y(y, ys[i]))).append("\" r=\"3.5\" fill=\"").append(e.colour())
                        .append("\"/>\n");
            } else if (ok) {
                segment.append(SvgCanvas.f(SvgCanvas.x(x, xs[i]))).append(',')
                        .append(SvgCanvas.f(SvgCanvas.y(y, ys[i]))).append(' ');
            } else if (segment.length() > 0) {
                out.append("<polyline fill=\"none\" stroke=\"").append(e.colour()).append("\" stroke-width=\"")
                        .append(SvgCanvas.f(e.width())).append('"')
                        .append(e.style() == Style.DASHED ? " stroke-dasharray=\"6 4\"" : "")
                        .append(" points=\"").append(segment.toString().trim()).append("\"/>\n");
                segment.setLength(0);
            }
        }
        return out.toString();
    }

    private static String line(double x1, double y1, double x2, double y2, String colour) {
        return "<line x1=\"" + SvgCanvas.f(x1) + "\" y1=\"" + SvgCanvas.f(y1) + "\" x2=\"" + SvgCanvas.f(x2)
                + "\" y2=\"" + SvgCanvas.f(y2) + "\" stroke=\"" + colour + "\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>\n";
    }

    private static String text(double x, double y, String text, String anchor, String colour) {
        return "<text x=\"" + SvgCanvas.f(x) + "\" y=\"" + SvgCanvas.f(y) + "\" text-anchor=\"" + anchor
                + "\" fill=\"" + colour + "\" font-size=\"11\"" + HALO + ">" + Html.escape(text) + "</text>\n";
    }

    private double min(boolean onX) {
        double min = Double.POSITIVE_INFINITY;
        for (Entry e : entries) {
            for (double v : onX ? e.series().x() : e.series().y()) {
                if (!Double.isNaN(v) && !Double.isInfinite(v) && (!(onX ? logX : logY) || v > 0)) {
                    min = Math.min(min, v);
                }
            }
        }
        if (!onX) {
            for (Guide g : guides) {
                min = Math.min(min, g.y());
            }
        }
        return Double.isInfinite(min) ? (onX && logX || !onX && logY ? 1 : 0) : min;
    }

    private double max(boolean onX) {
        double max = Double.NEGATIVE_INFINITY;
        for (Entry e : entries) {
            for (double v : onX ? e.series().x() : e.series().y()) {
                if (!Double.isNaN(v) && !Double.isInfinite(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        if (onX) {
            for (Marker m : markers) {
                max = Math.max(max, m.x());
            }
        } else {
            for (Guide g : guides) {
                max = Math.max(max, g.y());
            }
            if (!Double.isNaN(yMax)) {
                max = Math.max(max, yMax);
            }
        }
        return Double.isInfinite(max) ? 1 : max;
    }
}
