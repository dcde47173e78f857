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

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) refuse(path + ": cannot read");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

nlohmann::json parse_manifest(std::string_view text, const std::string& origin) {
  nlohmann::json manifest = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (manifest.is_discarded() || !manifest.is_object()) refuse(origin + " is not valid JSON; re-export the bundle");
  auto format = manifest.find("format");
  if (format == manifest.end() || *format != kFormat)
    refuse(origin + ": format " + (format == manifest.end() ? "missing" : format->dump()) + ", expected \"" + kFormat + "\"");
  auto version = manifest.find("format_version");
  if (version == manifest.end() || *version != kFormatVersion)
    refuse(origin + ": format_version " + (version == manifest.end() ? "missing" : version->dump()) +
           ", this OmniDraft reads " + std::to_string(kFormatVersion) + "; re-export with this version");
  auto files = manifest.find("files");
  if (files == manifest.end() || !files->is_object()) refuse(origin + ": no file table; re-export the bundle");
  for (auto& [name, meta] : files->items()) {
    if (name.empty() || name.find("..") != std::string::npos || name[0] == '/' || name.find('\0') != std::string::npos)
      refuse(origin + ": file name '" + name + "' leaves the bundle");
    auto size = meta.find("size");
    auto sha = meta.find("sha256");
    bool hex = sha != meta.end() && sha->is_string() && sha->get_ref<const std::string&>().size() == 64 &&
               sha->get_ref<const std::string&>().find_first_not_of("0123456789abcdef") == std::string::npos;
    if (!meta.is_object() || size == meta.end() || !size->is_number_unsigned() || !hex)
      refuse(origin + ": the entry of " + name + " needs a size and a 64-hex sha256; re-export the bundle");
  }
  return manifest;
}

std::string Bundle::tokenizer_path() const {
  struct stat st;
  std::string gz = path + "/tokenizer.json.gz";
  return stat(gz.c_str(), &st) == 0 && S_ISREG(st.st_mode) ? gz : path + "/tokenizer.json";
}

std::string Bundle::graph_path() const { return path + "/" + manifest.at("graph").at("file").get<std::string>(); }

Bundle load_bundle(const std::string& path, Verify verify) {
  std::string manifest_path = path + "/" + kManifest;
  struct stat st;
  if (!stat_of(manifest_path, st)) {
    bool dir = ::stat(path.c_str(), &st) == 0;
    refuse(path + " is not an OmniDraft bundle: no " + kManifest +
           (dir ? " (an export may have been interrupted: run omnidraft export again)" : ""));
  }
  nlohmann::json manifest = parse_manifest(read_file(manifest_path), manifest_path);
  try {
    const nlohmann::json& files = manifest.at("files");
    for (auto& [name, meta] : files.items()) {
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
