package io.hotshard.keys.analyze;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Registry of input layouts by the name users pass to {@code --delimiter}. */
public enum InputFormat {

    /** One key per line. */
    PLAIN("plain"),
    /** Comma-separated values with RFC 4180 quoting. */
    CSV(","),
    /** Tab-separated values. */
    TSV("tab"),
    /** Semicolon-separated values (RFC 4180 quoting). */
    SEMICOLON(";"),
    /** Columns separated by runs of spaces or tabs, no quoting. */
    WHITESPACE("ws"),
    /** One JSON object per line; fields are dotted paths. */
    JSONL("json");

    private final String label;

    InputFormat(String label) {
        this.label = label;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** The format named {@code name} ({@code \t} and {@code tsv} mean tab, {@code csv} a comma). */
    public static InputFormat byName(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        switch (wanted) {
            case "csv", "comma" -> {
                return CSV;
            }
            case "\\t", "\t", "tsv" -> {
                return TSV;
            }
            case "semicolon" -> {
                return SEMICOLON;
            }
            case "jsonl", "ndjson" -> {
                return JSONL;
            }
            default -> {
                for (InputFormat f : values()) {
                    if (f.label.equals(wanted)) {
                        return f;
                    }
                }
            }
        }
        throw new IllegalArgumentException("unknown delimiter '" + name + "'; known: "
                + Arrays.stream(values()).map(InputFormat::label).collect(Collectors.joining(", ")));
    }

    /** The layout a file name suggests: .csv, .tsv, .jsonl/.ndjson/.json (before .gz/.zst), else plain. */
    public static InputFormat guess(String fileName, boolean fieldsGiven) {
        String n = fileName.toLowerCase(Locale.ROOT).replaceFirst("\\.(gz|zst)$", "");
        if (n.endsWith(".csv")) {
            return CSV;
        }
        if (n.endsWith(".tsv") || n.endsWith(".tab")) {
            return TSV;
        }
        if (n.endsWith(".jsonl") || n.endsWith(".ndjson") || n.endsWith(".json")) {
            return JSONL;
        }
        return fieldsGiven ? CSV : PLAIN;
    }

    @Override
    public String toString() {
        return label;
    }
}
