// The OmniDraft library module: the Java API of android_bridge/java plus libomnidraft_jni.so, built
// by the native core's own CMake (android_bridge/native) with the NDK. onnxruntime comes from its
// AAR: the Java side never calls it, the core dlopens the AAR's libonnxruntime.so and compiles
// against the AAR's headers, which extractOrtHeaders unpacks (as onnxruntime-react-native does).
plugins {
    id("com.android.library")
}

val ortVersion: String by project
val ortArtifact: String by project
val ortAar: Configuration by configurations.creating
val ortHeaders = layout.buildDirectory.dir("onnxruntime")

// Qualcomm's QNN provider plugin AAR, the same plugin (and QNN SDK) as the onnxruntime-qnn wheel that
// compiled the bundles' HTP binaries: set qnnPluginVersion in gradle.properties (docs/android.md).
val qnnPluginVersion = (findProperty("qnnPluginVersion") as String?).orEmpty()

dependencies {
    // api: apps get libonnxruntime.so packaged beside ours
    api("com.microsoft.onnxruntime:$ortArtifact:$ortVersion")
    ortAar("com.microsoft.onnxruntime:$ortArtifact:$ortVersion@aar")
    api("org.jspecify:jspecify:1.0.0") // the API's nullness, as Kotlin reads it
    if (qnnPluginVersion.isNotEmpty()) api("com.qualcomm.qti:onnxruntime-android-qnn:$qnnPluginVersion")
}

val extractOrtHeaders by tasks.registering(Copy::class) {
    from({ zipTree(ortAar.singleFile) }) { include("headers/**") }
    into(ortHeaders)
}

android {
    namespace = "ai.omnidraft"
    compileSdk = 35
    ndkVersion = "27.2.12479018"

    defaultConfig {
        minSdk = 26 // java.nio.file, which the API's Path arguments use
        ndk { abiFilters += listOf("arm64-v8a") }
        externalNativeBuild {
            cmake {
                // the JNI library, and the op library the default bundles (a GGUF's own blocks) register
                targets += listOf("omnidraft_jni", "omnidraft_gguf_ops")
                arguments += listOf(
                    "-DOMNIDRAFT_BUILD_TOOLS=OFF", // the libraries only: no CLI, tests or fuzzers
                    "-DOMNIDRAFT_ORT_INCLUDE_DIR=" + ortHeaders.get().dir("headers").asFile.absolutePath,
                    // two libraries of ours use the C++ runtime: one shared copy (the NDK's guidance),
                    // as the aarch64 libc++ build that tests/test_aarch64.py runs links it
                    "-DANDROID_STL=c++_shared",
                )
            }
        }
        consumerProguardFiles("consumer-rules.pro")
    }

    externalNativeBuild {
        cmake {
            path = file("../../native/CMakeLists.txt")
            version = "3.22.1"
        }
    }

    sourceSets["main"].java.srcDirs("../../java/src/main/java")

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_11
        targetCompatibility = JavaVersion.VERSION_11
    }
}

tasks.matching { it.name.startsWith("configureCMake") || it.name.startsWith("buildCMake") }.configureEach {
    dependsOn(extractOrtHeaders)
}
