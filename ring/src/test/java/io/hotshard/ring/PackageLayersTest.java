package io.hotshard.ring;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The ring's packages, top down: {@code experiment} (the sweeps and demos the commands print), {@code analysis}
 * (key counts and moves over a placement) and the partitioners themselves ({@code io.hotshard.ring}).
 */
final class PackageLayersTest {

    private static JavaClasses ring;

    @BeforeAll
    static void importRing() {
        ring = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.ring");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(ring);
    }

    @Test
    void layers_compiled_dependOnlyOnTheLayersBelow() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("experiment").definedBy("io.hotshard.ring.experiment..")
                .layer("analysis").definedBy("io.hotshard.ring.analysis..")
                .layer("partitioners").definedBy("io.hotshard.ring")
                .whereLayer("experiment").mayNotBeAccessedByAnyLayer()
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("experiment")
                .whereLayer("partitioners").mayOnlyBeAccessedByLayers("experiment", "analysis")
                .check(ring);
    }
}
