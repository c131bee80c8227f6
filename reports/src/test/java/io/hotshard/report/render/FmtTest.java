package io.hotshard.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

final class FmtTest {

    @Test
    void num_germanDefaultLocale_stillWritesADot() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertThat(Fmt.num(12345.678, 2)).isEqualTo("12345.68");
            assertThat(Fmt.percent(0.4632, 2)).isEqualTo("46.32 %");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void num_missingAndInfinite_areSpelledOut() {
        assertThat(Fmt.num(Double.NaN, 1)).isEqualTo("n/a");
        assertThat(Fmt.micros(Double.NaN)).isEqualTo("n/a");
        assertThat(Fmt.num(Double.POSITIVE_INFINITY, 1)).isEqualTo("∞");
    }

    @Test
    void micros_anySize_readsInTheUnitThatFitsWithThreeDigits() {
        assertThat(Fmt.micros(145.4)).isEqualTo("145 µs");
        assertThat(Fmt.micros(999.4)).isEqualTo("999 µs");
        assertThat(Fmt.micros(999.6)).isEqualTo("1.00 ms");
        assertThat(Fmt.micros(2_804)).isEqualTo("2.80 ms");
        assertThat(Fmt.micros(21_440)).isEqualTo("21.4 ms");
        assertThat(Fmt.micros(754_175)).isEqualTo("754 ms");
        assertThat(Fmt.micros(999_700)).isEqualTo("1.00 s");
        assertThat(Fmt.micros(1_000_959)).isEqualTo("1.00 s");
        assertThat(Fmt.micros(125_000_000)).isEqualTo("125 s");
        assertThat(Fmt.micros(Double.POSITIVE_INFINITY)).isEqualTo("∞");
    }

    @Test
    void compact_largeValues_useSuffixes() {
        assertThat(Fmt.compact(950)).isEqualTo("950");
        assertThat(Fmt.compact(20_000)).isEqualTo("20k");
        assertThat(Fmt.compact(3_500_000)).isEqualTo("3.5M");
        assertThat(Fmt.compact(0.25)).isEqualTo("0.25");
    }
}
