package org.ringgames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;
import org.ringgames.circle.a.Left;
import org.ringgames.circle.b.Right;
import org.ringgames.support.Standalone;

/**
 * No package circle anywhere in the service: each package is a slice of its own, read from the
 * compiled class files, and no slice reaches back to one that reaches it (docs/architecture.md
 * draws the arrows). A circle found names its packages and the classes on each edge.
 */
@Standalone
class PackageCycleTest {

    private static final JavaClasses SERVICE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.ringgames");

    @Test
    void noPackageOfTheServiceIsOnACircle() {
        ArchRule rule = slices().matching("org.ringgames.(**)").should().beFreeOfCycles();
        rule.check(SERVICE);
    }

    /** The test sees what it checks: the service's classes are read, and a circle is found when there is one. */
    @Test
    void aCircleIsFound() {
        assertThat(SERVICE.size()).isGreaterThan(300);
        JavaClasses circle = new ClassFileImporter().importClasses(Left.class, Right.class);
        assertThatThrownBy(() -> slices().matching("org.ringgames.(**)").should().beFreeOfCycles().check(circle))
                .isInstanceOf(AssertionError.class).hasMessageContaining("circle.a").hasMessageContaining("circle.b");
    }
}
