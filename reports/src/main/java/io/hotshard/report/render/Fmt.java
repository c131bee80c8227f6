package io.hotshard.report.render;

import java.util.Locale;

/** Number formatting for every report file: {@link Locale#ROOT}, no grouping, "n/a" for missing values. */
public final class Fmt {

    private Fmt() {
    }

    /** A number with a fixed number of decimals; NaN is "n/a", infinity "∞". */
    public static String num(double value, int decimals) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "∞" : "-∞";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /**
     * A duration given in microseconds, in the unit a person reads best: whole µs below 1 ms, then ms below 1 s,
     * then s, with three significant digits ({@code 145 µs}, {@code 2.80 ms}, {@code 754 ms}, {@code 1.00 s}).
     */
    public static String micros(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return num(value, 0);
        }
        double abs = Math.abs(value);
        if (Math.round(abs) < 1_000) {
            return num(value, 0) + " µs";
        }
        if (abs < 999_500) {
            return threeDigits(value / 1_000) + " ms";
        }
        return threeDigits(value / 1_000_000) + " s";
    }

    private static String threeDigits(double value) {
        double abs = Math.abs(value);
        return num(value, abs < 9.995 ? 2 : abs < 99.95 ? 1 : 0);
    }

    /** A fraction as a percentage. */
    public static String percent(double fraction, int decimals) {
        return Double.isNaN(fraction) ? "n/a" : num(fraction * 100, decimals) + " %";
    }

    /** A short tick label for a duration in microseconds, in human units: 500 µs, 1 ms, 2.5 ms, 35 ms, 1.2 s. */
    public static String microsTick(double value) {
        double abs = Math.abs(value);
        if (abs < 1_000) {
            return trim(value) + " µs";
        }
        if (abs < 1_000_000) {
            return trim(value / 1_000) + " ms";
        }
        return trim(value / 1_000_000) + " s";
    }

    /** A short tick label: 950, 1.5k, 20k, 3M. */
    public static String compact(double value) {
        double abs = Math.abs(value);
        if (abs >= 1e6) {
            return trim(value / 1e6) + "M";
        }
        if (abs >= 1e4) {
            return trim(value / 1e3) + "k";
        }
        return trim(value);
    }

    private static String trim(double value) {
        String text = String.format(Locale.ROOT, "%.3f", value);
        text = text.replaceAll("0+$", "");
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }
}
