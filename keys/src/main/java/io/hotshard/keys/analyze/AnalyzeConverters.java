package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFormat;
import io.hotshard.ring.HashAlgorithm;
import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/** The converters of {@link AnalyzeCommand}'s options: each fails with the names it knows. */
final class AnalyzeConverters {

    private AnalyzeConverters() {
    }

    /** Converts a partitioner name, failing with the known names. */
    static final class PartitionerConverter implements CommandLine.ITypeConverter<PartitionerName> {
        @Override
        public PartitionerName convert(String value) {
            try {
                return PartitionerName.byName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Converts a hash name, failing with the known names. */
    static final class HashConverter implements CommandLine.ITypeConverter<HashAlgorithm> {
        @Override
        public HashAlgorithm convert(String value) {
            try {
                return HashAlgorithm.byName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Converts a query log format name, failing with the known names. */
    static final class QueryFormatConverter implements CommandLine.ITypeConverter<QueryFormat> {
        @Override
        public QueryFormat convert(String value) {
            try {
                return QueryFormat.byName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Converts an input layout name, failing with the known names. */
    static final class InputFormatConverter implements CommandLine.ITypeConverter<InputFormat> {
        @Override
        public InputFormat convert(String value) {
            try {
                return InputFormat.byName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Converts a report format name, failing with the known names. */
    static final class OutputFormatConverter implements CommandLine.ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            try {
                return OutputFormat.byName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
