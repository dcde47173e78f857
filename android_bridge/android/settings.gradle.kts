// The Android build of the Java bridge: the library module (omnidraft) and a one-screen sample app.
// Needs the Android SDK (compileSdk 35), NDK 27 and CMake 3.22+; docs/android.md says how to build.
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}
rootProject.name = "omnidraft-android"
include(":omnidraft", ":sample")
