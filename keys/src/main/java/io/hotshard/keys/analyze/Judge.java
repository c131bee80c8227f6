package io.hotshard.keys.analyze;

import java.util.List;
import java.util.Locale;

/**
 * The verdict rules, each naming the number that decided it. Thresholds: fewer distinct keys than
 * {@value #CARDINALITY_PER_SHARD} per shard of the largest N is low cardinality; one key over
 * {@value #CELEBRITY_SHARE} of the requests and over twice a shard's fair share at the largest N is a celebrity;
 * at least {@value #ORDERED} of consecutive rows ascending under a range partitioner is time-ordered; a Zipf
 * exponent of at least 1 or the top 1% of keys carrying at least half the requests is skewed.
 */
final class Judge {

    static final int CARDINALITY_PER_SHARD = 4;
    static final double CELEBRITY_SHARE = 0.10;
    static final double ORDERED = 0.9;
    static final double SKEW_EXPONENT = 1.0;
    static final double SKEW_TOP1 = 0.5;

    private Judge() {
    }

    /** The verdict and its reason in words. */
    record Outcome(Verdict verdict, String reason) {
    }

    static Outcome judge(long distinct, TopKey top, double ordered, ZipfFit zipf, double top1, List<String> partitioners,
                         int maxShards) {
        if (distinct < (long) CARDINALITY_PER_SHARD * maxShards) {
            return new Outcome(Verdict.LOW_CARDINALITY, String.format(Locale.ROOT,
                    "%d distinct values: at most %d shards can ever be used%s", distinct, distinct,
                    top == null ? "" : String.format(Locale.ROOT, "; '%s' alone carries %s", top.key(),
                            percent(top.share()))));
        }
        if (top != null && top.share() >= CELEBRITY_SHARE && top.share() >= 2.0 / maxShards) {
            return new Outcome(Verdict.CELEBRITY, String.format(Locale.ROOT,
                    "key '%s' carries %s: no shard count brings the hottest shard below %s", top.key(),
                    percent(top.share()), percent(top.share())));
        }
        if (ordered >= ORDERED && partitioners.contains("range")) {
            return new Outcome(Verdict.TIME_ORDERED, String.format(Locale.ROOT,
                    "%s of rows carry a key above the previous row's: range partitioning sends every new key "
                            + "to one shard", percent(ordered)));
        }
        if (zipf.exponent() >= SKEW_EXPONENT || top1 >= SKEW_TOP1) {
            return new Outcome(Verdict.SKEWED, String.format(Locale.ROOT,
                    "Zipf s = %.2f and the top 1%% of keys carry %s", zipf.exponent(), percent(top1)));
        }
        return new Outcome(Verdict.GOOD, String.format(Locale.ROOT, "%,d distinct keys, %s, %s", distinct,
                top == null ? "no key counted above the sketch's error bound" : "the hottest at " + percent(top.share()),
                Double.isNaN(top1) ? "the top 1% not bounded (the keys outgrew the exact table)"
                        : "the top 1% carrying " + percent(top1)));
    }

    static String percent(double share) {
        if (Double.isNaN(share)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, share >= 0.1 ? "%.0f%%" : share >= 0.01 ? "%.1f%%" : "%.2f%%",
                share * 100);
    }
}
