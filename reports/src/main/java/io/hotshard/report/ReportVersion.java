package io.hotshard.report;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest, or "development" when run from classes. */
final class ReportVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = ReportVersion.class.getPackage().getImplementationVersion();
        return new String[] {"hotshard report " + (version == null ? "development" : version)};
    }
}
