package io.hotshard.report.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

final class CsvTableTest {

    @Test
    void parse_quotedCommaAndEscapedQuote_readsEachCellWhole() {
        CsvTable table = CsvTable.parse("notes.csv", "second,shard,note\n0,\"shard-1,eu\",\"said \"\"hi\"\"\"\n",
                List.of("second", "shard", "note"), false);

        assertThat(table.size()).isEqualTo(1);
        assertThat(table.text(0, "shard")).isEqualTo("shard-1,eu");
        assertThat(table.text(0, "note")).isEqualTo("said \"hi\"");
    }

    @Test
    void parse_lastLineWithoutNewline_droppedOnlyWhenAsked() {
        String text = "second,requests\n0,10\n1,2";

        assertThat(CsvTable.parse("router.csv", text, List.of("second"), true).size()).isEqualTo(1);
        assertThat(CsvTable.parse("router.csv", text, List.of("second"), false).whole(1, "requests")).isEqualTo(2);
    }

    @Test
    void whole_badCellAfterABlankLine_failsNamingFileLineColumnAndCell() {
        CsvTable table = CsvTable.parse("router.csv", "second,requests\n0,10\n\n1,x\n", List.of("requests"), true);

        assertThat(table.size()).isEqualTo(2);
        assertThatThrownBy(() -> table.whole(1, "requests")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("router.csv line 4: requests must be a whole number but was 'x'");
    }

    @Test
    void parse_missingColumn_failsNamingItAndTheHeader() {
        assertThatThrownBy(() -> CsvTable.parse("timeline.csv", "second,shard\n0,a\n", List.of("arrivals"), false))
                .hasMessage("timeline.csv: column arrivals is missing from header second,shard");
    }

    @Test
    void parse_shortRow_failsNamingLineAndCounts() {
        assertThatThrownBy(() -> CsvTable.parse("timeline.csv", "second,shard\n0,a\n1\n", List.of(), false))
                .hasMessage("timeline.csv line 3: expected 2 cells but found 1");
    }
}
