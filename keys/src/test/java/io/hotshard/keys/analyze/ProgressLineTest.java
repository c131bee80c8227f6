package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;

final class ProgressLineTest {

    @Test
    void text_knownTotal_givesShareRateAndTimeLeft() {
        ProgressLine line = new ProgressLine(new LongAdder(), 2_360_000_000L, new PrintWriter(new StringWriter()),
                () -> 0);

        assertThat(line.text(590_000_000L, 10)).isEqualTo("keys analyze: 590.0 MB of 2.36 GB (25%), 59.0 MB/s, "
                + "30 s left");
    }

    @Test
    void text_standardInput_givesBytesAndRateOnly() {
        ProgressLine line = new ProgressLine(new LongAdder(), 0, new PrintWriter(new StringWriter()), () -> 0);

        assertThat(line.text(1_500_000_000L, 30)).isEqualTo("keys analyze: 1.50 GB read, 50.0 MB/s");
    }

    @Test
    void drawThenClose_redrawsOneLineAndErasesIt() {
        StringWriter terminal = new StringWriter();
        LongAdder read = new LongAdder();
        AtomicLong now = new AtomicLong();
        ProgressLine line = new ProgressLine(read, 100_000_000L, new PrintWriter(terminal), now::get);

        read.add(50_000_000L);
        now.set(5_000_000_000L);
        line.draw();
        read.add(50_000_000L);
        now.set(10_000_000_000L);
        line.draw();
        line.close();

        String first = "keys analyze: 50.0 MB of 100.0 MB (50%), 10.0 MB/s, 5 s left";
        String second = "keys analyze: 100.0 MB of 100.0 MB (100%), 10.0 MB/s, 0 s left";
        assertThat(terminal.toString()).isEqualTo("\r" + first + "\r" + second + "\r" + " ".repeat(second.length())
                + "\r").doesNotContain("\n");
    }

    @Test
    void close_neverDrawn_writesNothing() {
        StringWriter terminal = new StringWriter();

        new ProgressLine(new LongAdder(), 10, new PrintWriter(terminal), () -> 0).close();

        assertThat(terminal.toString()).isEmpty();
    }
}
