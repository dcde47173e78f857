#!/bin/sh
# Runs an aarch64 Linux program on an x86 host through qemu-user: the CMAKE_CROSSCOMPILING_EMULATOR
# of aarch64-linux-gnu.cmake, and what the tests use (tests/aarch64.py).
#   qemu-aarch64.sh PROGRAM ARGS...
# OMNIDRAFT_QEMU_CPU: the cpu model (default cortex-a76: dot product, no i8mm; `max` has i8mm).
# OMNIDRAFT_QEMU_LD_PREFIX: the aarch64 root for the loader and glibc (default /usr/aarch64-linux-gnu).
# OMNIDRAFT_QEMU_LD_LIBRARY_PATH: LD_LIBRARY_PATH of the emulated program alone (an unpacked JRE's libs).
#
# qemu before 8.2 shows the program the host's x86 /proc/cpuinfo, and onnxruntime's CPU detection
# (pytorch cpuinfo) crashes on it while loading. There, as root, the program runs in a private mount
# namespace with an ARM /proc/cpuinfo bind-mounted over it (cpu features still come from the
# emulated CPU's hwcaps). qemu 8.2 and later emulate /proc/cpuinfo themselves.
#
# qemu-user takes madvise() as a hint and drops it (MADV_HUGEPAGE and MADV_COLLAPSE do nothing), so an
# emulated program cannot collapse pages onto 2 MiB ones. The kernel release it reports is set to one
# without MADV_COLLAPSE (QEMU_UNAME), so a check of the kernel (test_core's) takes the path it takes
# there instead of failing on what the emulator cannot do.
set -eu
export QEMU_UNAME="${QEMU_UNAME:-5.10.0-qemu-user-drops-madvise}"
cpu="${OMNIDRAFT_QEMU_CPU:-cortex-a76}"
prefix="${OMNIDRAFT_QEMU_LD_PREFIX:-/usr/aarch64-linux-gnu}"
qemu="$(command -v qemu-aarch64-static || command -v qemu-aarch64 || true)"
if [ -z "$qemu" ]; then
  echo "qemu-aarch64.sh: no qemu-aarch64(-static); run .ci/install-aarch64 (Debian: qemu-user-static)" >&2
  exit 127
fi
version="$("$qemu" --version | sed -n 's/.*version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')"
if [ -n "${OMNIDRAFT_QEMU_LD_LIBRARY_PATH:-}" ]; then
  set -- -E "LD_LIBRARY_PATH=$OMNIDRAFT_QEMU_LD_LIBRARY_PATH" "$@"
fi
set -- "$qemu" -L "$prefix" -cpu "$cpu" "$@"
if [ "${OMNIDRAFT_QEMU_CPUINFO:-}" != "host" ] && echo "$version" | awk '{exit !($1 < 8 || ($1 == 8 && $2 < 2))}'; then
  # the MIDR part numbers of the emulated cores, and their features as Linux lists them (pytorch
  # cpuinfo takes the features from the auxiliary vector, which qemu fills for the model)
  base="fp asimd evtstrm aes pmull sha1 sha2 crc32 cpuid"
  v82="$base atomics fphp asimdhp asimdrdm lrcpc dcpop asimddp"
  case "$cpu" in
    cortex-a53) part=0xd03 features="$base" ;; cortex-a57) part=0xd07 features="$base" ;;
    cortex-a72) part=0xd08 features="$base" ;; cortex-a76) part=0xd0b features="$v82" ;;
    neoverse-n1) part=0xd0c features="$v82 ssbs" ;;
    *) part=0xd0c features="$v82 sha3 sm3 sm4 sha512 sve asimdfhm dit uscat ilrcpc flagm ssbs sb paca pacg dcpodp sve2 sveaes svepmull svebitperm svesha3 svesm4 flagm2 frint svei8mm svebf16 i8mm bf16 dgh" ;;
  esac
  fake="${TMPDIR:-/tmp}/omnidraft-cpuinfo-v1-$cpu"
  if [ ! -s "$fake" ]; then
    n="$(nproc)"; i=0; : > "$fake.$$"
    while [ "$i" -lt "$n" ]; do
      printf 'processor\t: %s\nBogoMIPS\t: 50.00\nFeatures\t: %s\nCPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x4\nCPU part\t: %s\nCPU revision\t: 1\n\n' "$i" "$features" "$part" >> "$fake.$$"
      i=$((i + 1))
    done
    mv "$fake.$$" "$fake"
  fi
  if [ "$(id -u)" != 0 ]; then
    echo "qemu-aarch64.sh: qemu $version shows the host's /proc/cpuinfo, on which onnxruntime crashes; run as root" \
         "(an ARM cpuinfo is bind-mounted in a private namespace), or use qemu >= 8.2" >&2
    [ "${OMNIDRAFT_QEMU_CPUINFO:-}" = "try" ] || exit 126
  else
    exec unshare -m sh -c 'mount --bind "$0" /proc/cpuinfo && exec "$@"' "$fake" "$@"
  fi
fi
exec "$@"
