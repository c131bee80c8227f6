package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

final class TableFormatTest {

    private final TextTable table = TextTable.builder("t", "name", "count", "share")
            .row("a,b", 12, 0.5)
            .row("c\"d", 3, 1.0 / 3)
            .build();

    @Test
    void text_numbers_rightAlignedInColumns() {
        String text = TableFormat.TEXT.render(table);

        assertThat(text).isEqualTo("""
                t
                name  count   share
                ----  -----  ------
                a,b      12     0.5
                c"d       3  0.3333
                """);
    }

    @Test
    void csv_specialCharacters_quoted() {
        assertThat(TableFormat.CSV.render(table)).isEqualTo("name,count,share\n\"a,b\",12,0.5\n\"c\"\"d\",3,0.3333\n");
    }

    @Test
    void markdown_numericColumns_rightAligned() {
        assertThat(TableFormat.MARKDOWN.render(table)).contains("| name | count | share |\n|---|---:|---:|\n| a,b | 12 | 0.5 |");
    }

    @Test
    void json_numbers_stayNumbers() {
        assertThat(TableFormat.JSON.render(table)).contains("\"count\" : 12", "\"share\" : 0.5", "\"name\" : \"a,b\"");
    }
}
