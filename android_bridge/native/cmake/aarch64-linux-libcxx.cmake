# Cross-build the native core for aarch64 Linux as the NDK builds arm64-v8a, as near as Debian's own
# parts allow, and run its tests through qemu-user. No registry ships the NDK, bionic or Android's
# libc++ (../shared/design/BRIDGE.md), so this takes from Debian what the NDK is made of:
#   - clang (the NDK's compiler) and lld (its linker), LLVM ${OMNIDRAFT_LLVM_VERSION} (default 14);
#   - LLVM's libc++ of the same version, no newer than NDK r27's libc++ 18, linked as one shared
#     library for every .so (the NDK's c++_shared): what libc++ 18 lacks (std::from_chars for double,
#     libc++ 20) fails this build as it fails the NDK's;
#   - the NDK's compile and link flags (build/cmake/flags.cmake) that mean the same off Android,
#     16 KB pages for every shared library (Android 15 devices), exports limited by version scripts.
# Not Android: glibc, not bionic (tests/test_aarch64.py checks each library's libc symbols against
# bionic's list instead), no __ANDROID__ code paths (the log sink's __android_log_print), and no
# Android linker namespaces. docs/android.md says what only a real NDK build proves.
#
#   cmake -S android_bridge/native -B build-arm64 \
#         -DCMAKE_TOOLCHAIN_FILE=android_bridge/native/cmake/aarch64-linux-libcxx.cmake \
#         -DOMNIDRAFT_LIBCXX_ROOT=/path/to/unpacked/libc++-debs
#   cmake --build build-arm64 -j2 && ctest --test-dir build-arm64     # ctest runs tests under qemu
#
# OMNIDRAFT_LIBCXX_ROOT: Debian's arm64 libc++-N-dev, libc++abi-N-dev, libunwind-N-dev and their
# libraries unpacked into one folder (tests/aarch64.py fetches and sha256-checks them). Set-up
# (Debian, root): .ci/install-aarch64. The emulator wrapper (qemu-aarch64.sh beside this file) takes
# the cpu model from OMNIDRAFT_QEMU_CPU (default cortex-a76).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(OMNIDRAFT_AARCH64_TRIPLE aarch64-linux-gnu)
# try_compile projects read this file again: they get the two settings below from the cache
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES OMNIDRAFT_LIBCXX_ROOT OMNIDRAFT_LLVM_VERSION)
if(NOT OMNIDRAFT_LLVM_VERSION)
  set(OMNIDRAFT_LLVM_VERSION 14)
endif()
if(NOT OMNIDRAFT_LIBCXX_ROOT OR NOT EXISTS "${OMNIDRAFT_LIBCXX_ROOT}/usr/lib/llvm-${OMNIDRAFT_LLVM_VERSION}/include/c++/v1")
  message(FATAL_ERROR "aarch64-linux-libcxx.cmake: -DOMNIDRAFT_LIBCXX_ROOT= must name Debian's arm64 libc++ "
                      "${OMNIDRAFT_LLVM_VERSION} packages unpacked (tests/aarch64.py: libcxx())")
endif()
set(CMAKE_C_COMPILER clang-${OMNIDRAFT_LLVM_VERSION})
set(CMAKE_CXX_COMPILER clang++-${OMNIDRAFT_LLVM_VERSION})
set(CMAKE_C_COMPILER_TARGET ${OMNIDRAFT_AARCH64_TRIPLE})
set(CMAKE_CXX_COMPILER_TARGET ${OMNIDRAFT_AARCH64_TRIPLE})
set(libcxx_lib "${OMNIDRAFT_LIBCXX_ROOT}/usr/lib/llvm-${OMNIDRAFT_LLVM_VERSION}/lib")
# flags.cmake of NDK r27 (ANDROID_COMPILER_FLAGS): -DANDROID is left out (it names no code path here)
set(ndk_flags "-fdata-sections -ffunction-sections -funwind-tables -fstack-protector-strong -no-canonical-prefixes -D_FORTIFY_SOURCE=2 -Wformat -Werror=format-security")
set(CMAKE_C_FLAGS_INIT "${ndk_flags}")
set(CMAKE_CXX_FLAGS_INIT "${ndk_flags} -stdlib=libc++")
# (clang looks for libc++'s headers beside itself, where the host has none: the arm64 package's)
set(CMAKE_CXX_STANDARD_INCLUDE_DIRECTORIES "${OMNIDRAFT_LIBCXX_ROOT}/usr/lib/llvm-${OMNIDRAFT_LLVM_VERSION}/include/c++/v1")
# ANDROID_LINKER_FLAGS (lld, build id, no undefined symbols in a shared library) and c++_shared: one
# libc++.so for every library, found at run time beside the others (qemu's LD_LIBRARY_PATH here)
set(ndk_link "-fuse-ld=lld-${OMNIDRAFT_LLVM_VERSION} -L${libcxx_lib} -L${OMNIDRAFT_LIBCXX_ROOT}/usr/lib/${OMNIDRAFT_AARCH64_TRIPLE} -Wl,--build-id=sha1 -Wl,--no-rosegment -Wl,--no-undefined-version -Wl,--fatal-warnings -Wl,-z,noexecstack -Wl,-z,relro -Wl,-z,now")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "${ndk_link} -Wl,--no-undefined")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "${ndk_link} -Wl,--no-undefined")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${ndk_link}")
set(CMAKE_FIND_ROOT_PATH /usr/${OMNIDRAFT_AARCH64_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)   # host tools (python, npm) run on the host
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)    # jni.h is passed in: -DJNI_H_DIR= -DJNI_MD_H_DIR=
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# ctest's runs find libc++.so.1 as an app finds libc++_shared.so beside its own libraries
set(CMAKE_CROSSCOMPILING_EMULATOR env "OMNIDRAFT_QEMU_LD_LIBRARY_PATH=${OMNIDRAFT_LIBCXX_ROOT}/usr/lib/${OMNIDRAFT_AARCH64_TRIPLE}"
    "${CMAKE_CURRENT_LIST_DIR}/qemu-aarch64.sh")
# As the arm64-v8a NDK build (CMakeLists.txt reads it): 16 KB pages, exports limited by version scripts.
set(OMNIDRAFT_NDK_LIKE ON CACHE BOOL "link shared libraries as the NDK's arm64-v8a build does")
