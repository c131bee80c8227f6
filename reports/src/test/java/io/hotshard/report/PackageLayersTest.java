package io.hotshard.report;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reports' packages, top down: the commands ({@code io.hotshard.report}), {@code render} (HTML, Markdown, JSON,
 * charts), {@code analysis} (numbers from a run), {@code injectors} (merging injector files) and {@code run} (reading
 * a run directory). Each depends only on the ones below it; analysis returns numbers and render words them.
 */
final class PackageLayersTest {

    private static JavaClasses reports;

    @BeforeAll
    static void importReports() {
        reports = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.report");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(reports);
    }

    @Test
    void layers_compiled_dependOnlyOnTheLayersBelow() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("commands").definedBy("io.hotshard.report")
                .layer("render").definedBy("io.hotshard.report.render..")
                .layer("analysis").definedBy("io.hotshard.report.analysis..")
                .layer("injectors").definedBy("io.hotshard.report.injectors..")
                .layer("run").definedBy("io.hotshard.report.run..")
                .whereLayer("commands").mayNotBeAccessedByAnyLayer()
                .whereLayer("render").mayOnlyBeAccessedByLayers("commands")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("commands", "render")
                .whereLayer("injectors").mayOnlyBeAccessedByLayers("commands", "render")
                .whereLayer("run").mayOnlyBeAccessedByLayers("commands", "render", "analysis", "injectors")
                .check(reports);
    }
}
