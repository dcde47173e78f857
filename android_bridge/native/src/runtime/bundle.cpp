#include "runtime/bundle.h"

#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "errors.h"
#include "sha256.h"

namespace omnidraft::runtime {

namespace {

constexpr const char* kFormat = "omnidraft-bundle";
constexpr int kFormatVersion = 1;
constexpr const char* kManifest = "manifest.json";
constexpr const char* kVerifiedStamp = ".omnidraft-verified.json";

[[noreturn]] void refuse(const std::string& message) { throw Error(OD_ERROR_BUNDLE, message); }

bool stat_of(const std::string& path, struct stat& st) { return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode); }

std::string sha256_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) refuse(path + ": cannot read");
  Sha256 h;
  std::string chunk(1 << 22, '\0');
  while (in) {
    in.read(&chunk[0], static_cast<std::streamsize>(chunk.size()));
    h.update(chunk.data(), static_cast<size_t>(in.gcount()));
  }
  auto d = h.digest();
  return to_hex(d.data(), d.size());
}

// {name: [size, mtime_ns]} of the manifest and every listed file: what the stamp records.
nlohmann::json file_stats(const std::string& root, const nlohmann::json& files) {
  nlohmann::json out = nlohmann::json::object();
  std::vector<std::string> names{kManifest};
  for (auto& [name, meta] : files.items()) names.push_back(name);
  for (const std::string& name : names) {
    struct stat st;
    if (!stat_of(root + "/" + name, st)) refuse("bundle " + root + ": " + name + " is missing; re-export the bundle");
    int64_t mtime_ns = static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    out[name] = {static_cast<int64_t>(st.st_size), mtime_ns};
  }
  return out;
}

nlohmann::json read_json(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  ok = false;
  if (!in) return {};
  std::stringstream s;
  s << in.rdbuf();
  auto j = nlohmann::json::parse(s.str(), nullptr, false);
  ok = !j.is_discarded();
  return j;
}

void write_stamp(const std::string& root, const nlohmann::json& stats) {
  // Best effort, as in Python: a read-only bundle is simply hashed on every load.
  std::string tmp = root + "/" + kVerifiedStamp + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out << stats.dump();
    if (!out) return;
  }
  std::rename(tmp.c_str(), (root + "/" + kVerifiedStamp).c_str());
}

}  // namespace

std::string Bundle::graph_path() const { return path + "/" + manifest.at("graph").at("file").get<std::string>(); }

Bundle load_bundle(const std::string& path, Verify verify) {
  std::string manifest_path = path + "/" + kManifest;
  struct stat st;
  if (!stat_of(manifest_path, st)) {
    bool dir = ::stat(path.c_str(), &st) == 0;
    refuse(path + " is not an OmniDraft bundle: no " + kManifest +
           (dir ? " (an export may have been interrupted: run omnidraft export again)" : ""));
  }
  bool ok;
  nlohmann::json manifest = read_json(manifest_path, ok);
  if (!ok || !manifest.is_object()) refuse(manifest_path + " is not valid JSON; re-export the bundle");
  try {
    if (manifest.value("format", std::string()) != kFormat)
      refuse(manifest_path + ": format " + manifest.value("format", nlohmann::json()).dump() + ", expected \"" + kFormat + "\"");
    if (manifest.value("format_version", -1) != kFormatVersion)
      refuse(manifest_path + ": format_version " + manifest.value("format_version", nlohmann::json()).dump() +
             ", this OmniDraft reads " + std::to_string(kFormatVersion) + "; re-export with this version");
    const nlohmann::json& files = manifest.at("files");
    for (auto& [name, meta] : files.items()) {
      if (name.find("..") != std::string::npos || (!name.empty() && name[0] == '/'))
        refuse(manifest_path + ": file name " + name + " leaves the bundle");
      if (!stat_of(path + "/" + name, st)) refuse("bundle " + path + ": " + name + " is missing; re-export the bundle");
      if (static_cast<uint64_t>(st.st_size) != meta.at("size").get<uint64_t>())
        refuse("bundle " + path + ": " + name + " has " + std::to_string(st.st_size) + " bytes, manifest says " +
               std::to_string(meta.at("size").get<uint64_t>()) + "; the bundle is damaged, re-export it");
    }
    if (verify == Verify::kSizesOnly) return Bundle{path, manifest};
    nlohmann::json seen = file_stats(path, files);
    bool stamp_ok;
    nlohmann::json stamp = read_json(path + "/" + kVerifiedStamp, stamp_ok);
    if (verify == Verify::kAlways || !stamp_ok || stamp != seen) {
      for (auto& [name, meta] : files.items())
        if (sha256_of(path + "/" + name) != meta.at("sha256").get<std::string>())
          refuse("bundle " + path + ": sha256 of " + name +
                 " does not match the manifest; the bundle is damaged or was edited, re-export it");
      write_stamp(path, seen);
    }
  } catch (const nlohmann::json::exception& e) {
    refuse(manifest_path + ": malformed manifest (" + e.what() + "); re-export the bundle");
  }
  return Bundle{path, manifest};
}

}  // namespace omnidraft::runtime
