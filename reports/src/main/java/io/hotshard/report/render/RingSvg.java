package io.hotshard.report.render;

import io.hotshard.report.run.RingTokens;
import java.util.List;
import java.util.Locale;

/** The ring as a circle of vnode tokens coloured by shard, as the live dashboard draws it; inline SVG. */
final class RingSvg {

    static final int SIZE = 300;
    private static final double INNER = 108;
    private static final double OUTER = 128;
    private static final int LEGEND_ROW = 18;

    private RingSvg() {
    }

    /** {@code shards}: every shard of the run in report order, which fixes each one's colour. */
    static String render(RingTokens ring, String title, List<String> shards) {
        double centre = SIZE / 2.0;
        int height = SIZE + 30 + LEGEND_ROW * ring.owners().size();
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"ring\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">\n", SIZE, height,
                SIZE, height));
        svg.append("<title>").append(Html.escape(title)).append("</title>\n");
        svg.append(String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"none\" stroke=\"#ddd\""
                + " stroke-width=\"%s\"/>\n", f(centre), f(centre), f((INNER + OUTER) / 2), f(OUTER - INNER)));
        for (RingTokens.Token token : ring.tokens()) {
            double angle = token.position() * 2 * Math.PI - Math.PI / 2;
            String colour = colour(ring.owners().get(token.owner()), shards);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"%s\""
                            + " stroke-width=\"%s\"/>\n", f(centre + INNER * Math.cos(angle)),
                    f(centre + INNER * Math.sin(angle)), f(centre + OUTER * Math.cos(angle)),
                    f(centre + OUTER * Math.sin(angle)), colour, ring.sampled() ? "2.2" : "1.2"));
        }
        svg.append(text(centre, centre - 4, 13, Html.escape(title)));
        svg.append(text(centre, centre + 14, 11, ring.tokens().size() + (ring.sampled() ? " sampled hashes" : " tokens")
                + ", " + ring.owners().size() + " shards"));
        int y = SIZE + 20;
        for (String owner : ring.owners()) {
            svg.append(String.format(Locale.ROOT, "<rect x=\"20\" y=\"%d\" width=\"11\" height=\"11\" fill=\"%s\"/>"
                    + "<text x=\"38\" y=\"%d\" font-size=\"12\">%s: %d %s</text>\n", y - 10, colour(owner, shards),
                    y, Html.escape(owner), ring.tokensOf(owner), ring.sampled() ? "points" : "tokens"));
            y += LEGEND_ROW;
        }
        return svg.append("</svg>\n").toString();
    }

    private static String colour(String shard, List<String> shards) {
        int index = shards.indexOf(shard);
        return Palette.colour(index < 0 ? shards.size() : index);
    }

    private static String text(double x, double y, int size, String content) {
        return String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" font-size=\"%d\" text-anchor=\"middle\""
                + " fill=\"#444\">%s</text>\n", f(x), f(y), size, content);
    }

    private static String f(double v) {
        return SvgCanvas.f(v);
    }
}
