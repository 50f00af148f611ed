//===- ByteSize.cpp - sizes in bytes given as text ------------------------===//

#include "zero/Support/ByteSize.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

std::optional<uint64_t> zero::parseMemorySize(StringRef text) {
  text = text.trim();
  size_t split = text.find_first_not_of("0123456789.eE+-");
  StringRef number = text.substr(0, split);
  StringRef unit = split == StringRef::npos ? "" : text.substr(split).trim();
  double value;
  if (number.empty() || number.getAsDouble(value) || value <= 0)
    return std::nullopt;
  double scale = llvm::StringSwitch<double>(unit)
                     .Cases({"", "B"}, 1.0)
                     .Cases({"kB", "KB"}, 1e3)
                     .Case("MB", 1e6)
                     .Case("GB", 1e9)
                     .Case("TB", 1e12)
                     .Case("KiB", 1024.0)
                     .Case("MiB", 1024.0 * 1024)
                     .Case("GiB", 1024.0 * 1024 * 1024)
                     .Case("TiB", 1024.0 * 1024 * 1024 * 1024)
                     .Default(0);
  if (scale == 0 || value * scale >= 1.8e19)
    return std::nullopt;
  return static_cast<uint64_t>(value * scale);
}
