package io.hotshard.keys;

/**
 * The proportions of operation kinds of a YCSB core workload; each in [0, 1], together at most 1.
 *
 * @param read {@code readproportion}
 * @param update {@code updateproportion}
 * @param insert {@code insertproportion}
 * @param scan {@code scanproportion}
 * @param readModifyWrite {@code readmodifywriteproportion}
 */
public record OperationMix(double read, double update, double insert, double scan, double readModifyWrite) {

    /** Slack for sums of decimal fractions such as 0.95 + 0.05. */
    private static final double SUM_TOLERANCE = 1e-9;

    /** Validates each proportion and their sum. */
    public OperationMix {
        KeyChecks.fraction("readproportion", read);
        KeyChecks.fraction("updateproportion", update);
        KeyChecks.fraction("insertproportion", insert);
        KeyChecks.fraction("scanproportion", scan);
        KeyChecks.fraction("readmodifywriteproportion", readModifyWrite);
        double sum = read + update + insert + scan + readModifyWrite;
        if (sum > 1 + SUM_TOLERANCE) {
            throw new IllegalArgumentException("operation proportions must sum to <= 1 but read " + read + " + update "
                    + update + " + insert " + insert + " + scan " + scan + " + readmodifywrite " + readModifyWrite
                    + " = " + sum);
        }
    }
}
