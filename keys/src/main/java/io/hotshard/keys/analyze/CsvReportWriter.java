package io.hotshard.keys.analyze;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** One CSV row per candidate, partitioner and shard count, the candidate's figures repeated on each. */
final class CsvReportWriter implements ReportWriter {

    private static final String[] HEADER = {"field", "verdict", "requests", "missing", "distinctKeys",
        "distinctExact", "topKey", "topKeyShare", "top1Share", "top10Share", "zipfExponent", "zipfFit", "ordered",
        "partitioner", "shards", "hottestShare", "maxOverMean", "floorShare", "movedToNext"};

    @Override
    public void write(AnalysisReport report, PrintWriter out) {
        try {
            CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).get());
            for (CandidateReport c : report.candidates()) {
                TopKey top = c.topKeys().isEmpty() ? null : c.topKeys().get(0);
                for (PartitionRow p : c.partitions()) {
                    csv.printRecord(c.field(), c.verdict().label(), c.requests(), c.missing(), c.distinctKeys(),
                            c.distinctExact(), top == null ? "" : top.key(), num(top == null ? 0 : top.share()),
                            num(c.top1Share()), num(c.top10Share()), num(c.zipf().exponent()), num(c.zipf().ks()),
                            num(c.ordered()), p.partitioner(), p.shards(), num(p.hottestShare()),
                            num(p.maxOverMean()), num(p.floorShare()), num(p.movedToNext()));
                }
            }
            csv.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.6f", v);
    }
}
