package io.hotshard.cli;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The command line's packages, top down: the commands and {@link Main} ({@code io.hotshard.cli}), {@code deploy}
 * (Swarm, Kubernetes, health), {@code inject} (one injector task, the image's layout, the HTTP probe) and
 * {@code options} (option mixins, converters) and {@code print} (the cluster banner, text tables); {@code pg} beside
 * them, used by its command only.
 */
final class PackageLayersTest {

    private static JavaClasses cli;

    @BeforeAll
    static void importCli() {
        cli = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.hotshard.cli");
    }

    @Test
    void packages_compiled_haveNoCycles() {
        slices().matching("io.hotshard.(**)").should().beFreeOfCycles().check(cli);
    }

    @Test
    void layers_compiled_dependOnlyOnTheLayersBelow() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("commands").definedBy("io.hotshard.cli")
                .layer("deploy").definedBy("io.hotshard.cli.deploy..")
                .layer("inject").definedBy("io.hotshard.cli.inject..")
                .layer("pg").definedBy("io.hotshard.cli.pg..")
                .layer("options").definedBy("io.hotshard.cli.options..")
                .layer("print").definedBy("io.hotshard.cli.print..")
                .whereLayer("commands").mayNotBeAccessedByAnyLayer()
                .whereLayer("deploy").mayOnlyBeAccessedByLayers("commands")
                .whereLayer("inject").mayOnlyBeAccessedByLayers("commands", "deploy")
                .whereLayer("pg").mayOnlyBeAccessedByLayers("commands")
                .whereLayer("options").mayOnlyBeAccessedByLayers("commands", "deploy", "inject")
                .whereLayer("print").mayOnlyBeAccessedByLayers("commands", "deploy", "inject")
                .check(cli);
    }
}
