// One screen: load the bundles from the app's storage, stream a generation into a TextView, show tok/s.
plugins {
    id("com.android.application")
}

android {
    namespace = "ai.omnidraft.sample"
    compileSdk = 35

    defaultConfig {
        applicationId = "ai.omnidraft.sample"
        minSdk = 26
        targetSdk = 35
        versionCode = 1
        versionName = "0.1.0"
        ndk { abiFilters += listOf("arm64-v8a") }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_11
        targetCompatibility = JavaVersion.VERSION_11
    }

    packaging {
        jniLibs.useLegacyPackaging = false // stored uncompressed and mapped from the APK
    }
}

dependencies {
    implementation(project(":omnidraft"))
}
