package io.hotshard.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.report.run.Series;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

final class SvgChartTest {

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> texts(Document doc) {
        NodeList nodes = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent());
        }
        return out;
    }

    @Test
    void render_lineChart_isWellFormedSvgWithAxesLegendAndEscapedLabels() throws Exception {
        String svg = new SvgLineChart("Load <b>& co</b>", "time (s)", "requests per second (req/s)")
                .add(new Series("shard <0>", new double[] {0, 1, 2, 3}, new double[] {5, Double.NaN, 7, 9}),
                        SvgLineChart.Style.LINE)
                .marker(1.5, "node-killed \"shard-1\"").guide(6, "knee 0.669", "#c0392b").render();
        Document doc = parse(svg);
        assertThat(doc.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(texts(doc)).contains("Load <b>& co</b>", "time (s)", "requests per second (req/s)", "shard <0>",
                "knee 0.669", "node-killed \"shard-1\"", "run event (labelled)");
        assertThat(doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "polyline").getLength())
                .as("the NaN splits the line in two").isEqualTo(2);
    }

    @Test
    void render_logAxis_ticksAtDecadesWithTwoAndFiveBetween() throws Exception {
        String svg = new SvgLineChart("Latency", "time (s)", "latency (µs, log scale)").logY()
                .add(new Series("p99", new double[] {0, 1}, new double[] {150, 4000}), SvgLineChart.Style.LINE)
                .render();
        assertThat(texts(parse(svg))).contains("100", "200", "500", "1000", "2000", "5000", "10k");
    }

    @Test
    void render_barChart_isWellFormedWithOneBarPerValueAndLegend() throws Exception {
        String svg = new SvgBarChart("Share", "shard", "share of requests (%)", List.of("a", "b", "c"))
                .add("share", new double[] {0.5, 0.25, 0.25}).guide(1 / 3.0, "fair share", "#555555").render();
        Document doc = parse(svg);
        assertThat(doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect").getLength())
                .as("background, frame, three bars, one legend swatch").isEqualTo(6);
        assertThat(texts(doc)).contains("a", "b", "c", "share", "fair share", "shard", "share of requests (%)");
    }

    @Test
    void percentileLabel_decades_readAsPercentiles() {
        assertThat(List.of(1.0, 10.0, 100.0, 1000.0, 1e6)).extracting(RunCharts::percentileLabel)
                .containsExactly("0%", "90%", "99%", "99.9%", "99.9999%");
    }
}
