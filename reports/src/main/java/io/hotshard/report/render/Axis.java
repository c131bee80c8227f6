package io.hotshard.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * One chart axis: its label (with unit), scale and range, and where its ticks go.
 *
 * @param tickLabel formats a tick value
 */
record Axis(String label, boolean log, double min, double max, DoubleFunction<String> tickLabel) {

    private static final int TARGET_TICKS = 6;

    /** An axis spanning the data, from zero when {@code fromZero}; a log axis snaps to whole decades. */
    static Axis fit(String label, boolean log, double dataMin, double dataMax, boolean fromZero,
                    DoubleFunction<String> tickLabel) {
        if (log) {
            double lo = Math.pow(10, Math.floor(Math.log10(dataMin > 0 ? dataMin : 1)));
            double hi = Math.pow(10, Math.ceil(Math.log10(dataMax > lo ? dataMax : lo * 10)));
            return new Axis(label, true, lo, hi == lo ? lo * 10 : hi, tickLabel);
        }
        double lo = fromZero ? Math.min(0, dataMin) : dataMin;
        double hi = dataMax > lo ? dataMax : lo + 1;
        double step = step(lo, hi);
        return new Axis(label, false, Math.floor(lo / step) * step, Math.ceil(hi / step) * step, tickLabel);
    }

    /** Where a value falls, from 0 (min) to 1 (max). */
    double position(double value) {
        if (log) {
            return (Math.log10(value) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
        }
        return (value - min) / (max - min);
    }

    /** Whether a value can be drawn on this axis. */
    boolean drawable(double value) {
        return !Double.isNaN(value) && !Double.isInfinite(value) && (!log || value > 0);
    }

    List<Double> ticks() {
        List<Double> ticks = new ArrayList<>();
        if (log) {
            boolean fewDecades = Math.log10(max / min) <= 3.01;
            for (double decade = min; decade <= max * 1.0001 && ticks.size() < 30; decade *= 10) {
                ticks.add(decade);
                if (fewDecades && decade * 2 < max) {
                    ticks.add(decade * 2);
                    ticks.add(decade * 5);
                }
            }
            return ticks;
        }
        double step = step(min, max);
        for (int i = 0; i <= 50; i++) {
            double v = min + i * step;
            if (v > max + step / 1000) {
                break;
            }
            ticks.add(Math.abs(v) < step / 1e6 ? 0 : v);
        }
        return ticks;
    }

    /** A 1, 2 or 5 times a power of ten giving about {@value #TARGET_TICKS} ticks. */
    private static double step(double lo, double hi) {
        double raw = (hi - lo) / TARGET_TICKS;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        double normalised = raw / magnitude;
        double nice = normalised < 1.5 ? 1 : normalised < 3.5 ? 2 : normalised < 7.5 ? 5 : 10;
        return nice * magnitude;
    }
}
