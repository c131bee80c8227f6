package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AnalysisPageTest {

    @TempDir
    Path dir;

    @Test
    void analyze_withHtml_writesOnePageWithThreeChartsPerCandidate() throws IOException {
        List<String> rows = new ArrayList<>(List.of("user_id,country"));
        for (int i = 0; i < 2_000; i++) {
            rows.add("u" + i + "," + (i % 10 < 7 ? "<BR&>" : "US"));
        }
        Path csv = Files.write(dir.resolve("users.csv"), rows);
        Path page = dir.resolve("keys.html");

        AnalyzeRun run = AnalyzeRun.of(csv.toString(), "--field", "user_id,country", "--partitioner", "ring,jump",
                "--html", page.toString());

        String html = Files.readString(page);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).endsWith("wrote " + page + "\n");
        assertThat(html.split("<svg xmlns", -1)).hasSize(1 + 3 * 2);
        assertThat(html).contains("<span class=\"verdict\">low cardinality</span>")
                .contains("<span class=\"verdict\">good</span>").contains("'&lt;BR&amp;&gt;' alone carries 70%")
                .doesNotContain("<BR&>")
                .endsWith("</html>\n");
    }
}
