package io.hotshard.report.run;

/**
 * A named sequence of (x, y) points for a chart or a table.
 *
 * @param x the x values, ascending
 * @param y the y values; NaN marks a gap
 */
public record Series(String name, double[] x, double[] y) {

    /** Checks that both coordinates have the same length and copies them. */
    public Series {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y must have the same length but were " + x.length
                    + " and " + y.length);
        }
        x = x.clone();
        y = y.clone();
    }

    /** The x values (a copy). */
    @Override
    public double[] x() {
        return x.clone();
    }

    /** The y values (a copy). */
    @Override
    public double[] y() {
        return y.clone();
    }

    public int size() {
        return x.length;
    }
}
