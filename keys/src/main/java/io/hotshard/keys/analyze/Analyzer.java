package io.hotshard.keys.analyze;

import io.hotshard.ring.PartitionerKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.apache.datasketches.frequencies.ErrorType;
import org.apache.datasketches.frequencies.ItemsSketch;

/** Turns one candidate's {@link KeyStats} into its {@link CandidateReport}. */
public final class Analyzer {

    private static final int HEAVY_PLACED = 1000;
    private static final double UNEVEN = 2.0;
    /** Enough calls for C2 to compile the hash and the partitioners' lookups. */
    private static final int WARM_UP_KEYS = 50_000;

    private final AnalyzeSettings settings;
    private final Placement placement;

    /** An analyzer placing keys as {@code settings} say. */
    public Analyzer(AnalyzeSettings settings) {
        this.settings = settings;
        this.placement = new Placement(settings);
    }

    /** The partitioners and shard counts keys are placed with. */
    Placement placement() {
        return placement;
    }

    /** Compiles placement ahead of the first candidate (see {@link Placement#warmUp}). */
    void warmUp() {
        placement.warmUp(WARM_UP_KEYS);
    }

    /** The report of {@code candidate}. */
    public CandidateReport analyze(String candidate, KeyStats stats) {
        long requests = stats.requests();
        Heads heads = stats.exact() ? exactHeads(stats) : estimatedHeads(stats);
        ZipfFit zipf = ZipfFit.of(heads.descending);
        TopKey hottest = heads.top.isEmpty() ? null : heads.top.get(0);
        double floor = hottest == null ? 0 : hottest.share();
        double ordered = stats.orderPairs() == 0 ? 0 : (double) stats.ascendingPairs() / stats.orderPairs();
        List<PartitionRow> rows = partitions(heads, requests, floor);
        List<String> labels = settings.liveRing() != null ? List.of(PartitionerName.CASSANDRA)
                : settings.partitioners().stream().map(PartitionerKind::label).toList();
        Judge.Outcome outcome = Judge.judge(heads.distinct, hottest, ordered, zipf, heads.top1, labels,
                settings.maxShards());
        if (stats.timed() && outcome.verdict() == Verdict.TIME_ORDERED) {
            outcome = new Judge.Outcome(Verdict.TIME_ORDERED, String.format(Locale.ROOT, "the key moves with time in "
                    + "%s of consecutive rows whose times differ: range partitioning sends every new key to one shard",
                    Judge.percent(ordered)));
        }
        if (outcome.verdict() == Verdict.GOOD) {
            outcome = new Judge.Outcome(Verdict.GOOD, outcome.reason() + unevenPartitioners(rows));
        }
        // The remedies move single owners' loads; a live ring's keys load several replicas each.
        List<Remedy> remedies = outcome.verdict() == Verdict.GOOD || settings.liveRing() != null ? List.of()
                : new Remedies(placement, settings).compute(heads.top, heads.loadsAtLargest(settings, placement),
                        requests, stats.reads());
        return new CandidateReport(candidate, requests, stats.missingCount(), heads.distinct, stats.exact(),
                heads.distinctError, heads.top, heads.topError, heads.top1, heads.top10, zipf, ordered,
                outcome.verdict(), outcome.reason(), rows, remedies, Arrays.stream(heads.descending)
                        .limit(ZipfFit.MAX_RANKS).boxed().toList(),
                settings.capacity() == null ? List.of()
                        : settings.capacity().plan(heads.top, settings.salts(), settings.maxShards()), null);
    }

    /** A good key may still sit badly on one partitioner (range's even ASCII split on keys of one prefix). */
    private String unevenPartitioners(List<PartitionRow> rows) {
        StringBuilder note = new StringBuilder();
        for (PartitionRow p : rows) {
            if (p.shards() == settings.maxShards() && p.maxOverMean() >= UNEVEN) {
                note.append(String.format(Locale.ROOT, "; but %s puts %s on one shard at N=%d",
                        p.partitioner(), Judge.percent(p.hottestShare()), p.shards()));
            }
        }
        return note.toString();
    }

    private List<PartitionRow> partitions(Heads heads, long requests, double floor) {
        List<PartitionRow> rows = new ArrayList<>();
        for (int i = 0; i < placement.size(); i++) {
            long[] perShard = heads.loads.requests[i];
            int n = perShard.length;
            int replicas = placement.replicas(i);
            // A key's requests load each of its replicas: a read at ONE counts 1/rf on each, so shares sum to 1.
            double total = (double) requests * replicas;
            long max = Arrays.stream(perShard).max().orElse(0);
            double hottest = requests == 0 ? 0 : max / total;
            List<Double> shares = Arrays.stream(perShard).mapToObj(v -> requests == 0 ? 0.0 : v / total).toList();
            double moved = !placement.knowsMoves(i) ? Double.NaN : heads.movedSample.keys == 0 ? 0
                    : (double) heads.movedSample.movedKeys[i] / heads.movedSample.keys;
            rows.add(new PartitionRow(placement.name(i), n, hottest, hottest * n, floor / replicas, moved, shares,
                    placement.nodeNames(i), replicas));
        }
        return rows;
    }

    private Heads exactHeads(KeyStats stats) {
        KeyTable table = stats.table();
        long requests = stats.requests();
        long[] descending = RankedCounts.descending(table);
        List<TopKey> top = new ArrayList<>();
        long floor = descending.length == 0 ? 0 : descending[Math.min(settings.top(), descending.length) - 1];
        for (int e : RankedCounts.topEntries(table, settings.top(), floor)) {
            top.add(new TopKey(table.key(e), table.count(e), share(table.count(e), requests)));
        }
        Placement.Loads loads = placement.place(table, settings.threads());
        return new Heads(descending, top, table.size(), 0, 0, RankedCounts.topShare(descending, 0.01, requests),
                RankedCounts.topShare(descending, 0.10, requests), loads, loads);
    }

    /**
     * Past the exact bound: the frequent-items sketch's heaviest keys are placed with their estimated counts and the
     * rest of the requests spread evenly; moved keys come from the keys counted before the spill.
     */
    private Heads estimatedHeads(KeyStats stats) {
        long requests = stats.requests();
        ItemsSketch<String> heavy = stats.heavySketch();
        ItemsSketch.Row<String>[] items = heavy.getFrequentItems(ErrorType.NO_FALSE_POSITIVES);
        Arrays.sort(items, Comparator.comparingLong((ItemsSketch.Row<String> r) -> r.getEstimate()).reversed()
                .thenComparing(ItemsSketch.Row::getItem));
        int placed = Math.min(items.length, HEAVY_PLACED);
        KeyTable head = new KeyTable();
        long[] descending = new long[placed];
        long headSum = 0;
        for (int i = 0; i < placed; i++) {
            byte[] key = items[i].getItem().getBytes(StandardCharsets.UTF_8);
            head.add(key, 0, key.length, items[i].getEstimate());
            descending[i] = items[i].getEstimate();
            headSum += descending[i];
        }
        List<TopKey> top = new ArrayList<>();
        for (int i = 0; i < Math.min(placed, settings.top()); i++) {
            top.add(new TopKey(items[i].getItem(), items[i].getEstimate(), share(items[i].getEstimate(), requests)));
        }
        long distinct = Math.round(stats.distinctSketch().getEstimate());
        double error = (stats.distinctSketch().getUpperBound(2) - stats.distinctSketch().getEstimate())
                / Math.max(1, stats.distinctSketch().getEstimate());
        Placement.Loads loads = placement.place(head, settings.threads());
        long rest = Math.max(0, requests - headSum);
        for (int i = 0; i < loads.requests.length; i++) {
            long[] perShard = loads.requests[i];
            for (int s = 0; s < perShard.length; s++) {
                perShard[s] += rest * placement.replicas(i) / perShard.length;
            }
        }
        Placement.Loads sample = placement.place(stats.table(), settings.threads());
        return new Heads(descending, top, distinct, error, heavy.getMaximumError(),
                bounded(descending, distinct, 0.01, requests), bounded(descending, distinct, 0.10, requests),
                loads, sample);
    }

    private static double bounded(long[] heads, long distinct, double fraction, long requests) {
        long n = (long) Math.ceil(distinct * fraction);
        return n <= heads.length ? RankedCounts.topShare(Arrays.copyOf(heads, (int) n), 1.0, requests) : Double.NaN;
    }

    private static double share(long count, long requests) {
        return requests == 0 ? 0 : (double) count / requests;
    }

    /** The head of the distribution and the placed loads, exact or estimated. */
    private record Heads(long[] descending, List<TopKey> top, long distinct, double distinctError, long topError,
                         double top1, double top10, Placement.Loads loads, Placement.Loads movedSample) {

        long[] loadsAtLargest(AnalyzeSettings settings, Placement placement) {
            int i = settings.shards().indexOf(settings.maxShards());
            return loads.requests[i].clone();
        }
    }
}
