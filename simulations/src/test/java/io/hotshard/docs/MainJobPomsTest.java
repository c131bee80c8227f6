package io.hotshard.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code mvn gatling:test} at the root, the main job, resolves the {@code gatling:} prefix in every module of the
 * reactor: a module without hotshard's parent (whose plugin management names the plugin) must name the plugin itself,
 * or the main job stops at that module with "No plugin found for prefix 'gatling'".
 */
final class MainJobPomsTest {

    private static final Path ROOT = DocSet.findRoot(Path.of(""));
    private static final String PLUGIN = "gatling-maven-plugin";

    @Test
    void modules_withoutTheParent_nameTheGatlingPlugin() throws Exception {
        List<Path> modules = modules(ROOT);

        assertThat(modules).as("modules of the reactor").hasSizeGreaterThan(20);
        assertThat(modules).filteredOn(MainJobPomsTest::lacksThePlugin)
                .as("modules whose pom has no parent and does not name " + PLUGIN).isEmpty();
    }

    @Test
    void lacksThePlugin_aParentlessPomWithoutIt_isFound(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("pom.xml"), "<project><modelVersion>4.0.0</modelVersion>"
                + "<artifactId>x</artifactId><build><plugins><plugin><artifactId>maven-dependency-plugin</artifactId>"
                + "</plugin></plugins></build></project>");

        assertThat(lacksThePlugin(dir)).isTrue();
    }

    /** Every module directory below {@code dir}, by the {@code <module>} lists, depth first. */
    private static List<Path> modules(Path dir) throws Exception {
        List<Path> found = new ArrayList<>();
        NodeList listed = pom(dir).getElementsByTagName("module");
        for (int i = 0; i < listed.getLength(); i++) {
            Path module = dir.resolve(listed.item(i).getTextContent().trim());
            found.add(module);
            found.addAll(modules(module));
        }
        return found;
    }

    private static boolean lacksThePlugin(Path module) {
        try {
            Element project = pom(module).getDocumentElement();
            boolean parented = project.getElementsByTagName("parent").getLength() > 0;
            NodeList artifacts = project.getElementsByTagName("artifactId");
            for (int i = 0; i < artifacts.getLength(); i++) {
                if (PLUGIN.equals(artifacts.item(i).getTextContent().trim())) {
                    return false;
                }
            }
            return !parented;
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + module.resolve("pom.xml") + ": " + e, e);
        }
    }

    private static Document pom(Path dir) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve("pom.xml").toFile());
    }
}
