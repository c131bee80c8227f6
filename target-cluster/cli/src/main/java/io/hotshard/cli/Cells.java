package io.hotshard.cli;

import java.util.Locale;

/** Renders one cell as text: integers plainly, fractions with up to four decimals, always Locale.ROOT. */
final class Cells {

    private Cells() {
    }

    static String text(Object cell) {
        if (cell == null) {
            return "";
        }
        if (cell instanceof Double || cell instanceof Float) {
            double value = ((Number) cell).doubleValue();
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                return Double.toString(value);
            }
            return String.format(Locale.ROOT, "%.4f", value).replaceAll("0+$", "").replaceAll("\\.$", ".0");
        }
        return cell.toString();
    }

    static boolean isNumber(Object cell) {
        return cell instanceof Number;
    }
}
