package org.ringgames;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.ringgames.support.Standalone;

/**
 * Keeps the rules pure and the layers apart. Every rule allows an empty "should" so that it holds
 * while a package is still empty.
 */
@Standalone
@AnalyzeClasses(packages = "org.ringgames", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule rulesDependOnNoFramework = noClasses()
            .that().resideInAPackage("..rules..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "jakarta..", "javax..", "io.quarkus..", "io.smallrye..", "com.fasterxml..",
                    "org.hibernate..", "io.vertx..", "org.jboss..", "org.eclipse.microprofile..")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule rulesDependOnNoOtherLayer = noClasses()
            .that().resideInAPackage("..rules..")
            .should().dependOnClassesThat().resideInAnyPackage("..play..", "..store..", "..web..")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule webDoesNotTouchStore = noClasses()
            .that().resideInAPackage("..web..")
            .should().dependOnClassesThat().resideInAPackage("..store..")
            .allowEmptyShould(true);

    /** One folder per game in every layer: the shared lifecycle in play/ never names a game. */
    @ArchTest
    static final ArchRule theSharedLifecycleNamesNoGame = noClasses()
            .that().resideInAPackage("org.ringgames.play..")
            .and().resideOutsideOfPackages("org.ringgames.play.gyges..", "org.ringgames.play.xequeo..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "org.ringgames.rules.gyges..", "org.ringgames.rules.xequeo..",
                    "org.ringgames.play.gyges..", "org.ringgames.play.xequeo..");

    /**
     * Arrows go from each game to the shared web, never back: only the registry of games
     * (web/GameWires) names the games' web packages, and no shared class names a game's services.
     */
    @ArchTest
    static final ArchRule theSharedWebNamesNoGamesWebPackage = noClasses()
            .that().resideInAPackage("org.ringgames.web..")
            .and().resideOutsideOfPackages("org.ringgames.web.gyges..", "org.ringgames.web.xequeo..")
            .and().doNotHaveFullyQualifiedName("org.ringgames.web.GameWires")
            .should().dependOnClassesThat().resideInAnyPackage("org.ringgames.web.gyges..", "org.ringgames.web.xequeo..");

    @ArchTest
    static final ArchRule theSharedWebNamesNoGamesServices = noClasses()
            .that().resideInAPackage("org.ringgames.web..")
            .and().resideOutsideOfPackages("org.ringgames.web.gyges..", "org.ringgames.web.xequeo..")
            .should().dependOnClassesThat().resideInAnyPackage("org.ringgames.play.gyges..", "org.ringgames.play.xequeo..");

    /**
     * The secret boundary: only the Xe Queo module reads or writes round secrets, so no other code
     * path (events, lists, other games, the web layer) can hold one.
     */
    @ArchTest
    static final ArchRule onlyTheXeQueoModuleTouchesSecrets = noClasses()
            .that().doNotHaveFullyQualifiedName("org.ringgames.play.xequeo.XeQueoGames")
            .and().resideOutsideOfPackage("org.ringgames.store..")
            .should().dependOnClassesThat().haveFullyQualifiedName("org.ringgames.store.games.RoundSecretRows")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("org.ringgames.store.games.RoundSecretEntity");
}
