//===- Mutator.cpp - seeded mutations of text inputs ----------------------===//

#include "Mutator.h"

#include "zero/Support/InputFile.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cctype>

using namespace mlir::zero;
using namespace mlir::zero::fuzz;
using llvm::StringRef;
namespace json = llvm::json;

llvm::ArrayRef<const char *> fuzz::getInterestingNumbers() {
  // Limits of the integer types a reader converts to (int64, uint64, int32,
  // the 2^62 layer bound), values whose products wrap (2^32 x 2^32), the
  // float extremes (largest, overflowing to infinity, the least subnormal)
  // and the spellings a strict JSON reader must refuse (nan, inf).
  static const char *const kNumbers[] = {
      "0",
      "-0",
      "1",
      "-1",
      "2",
      "255",
      "256",
      "65535",
      "65536",
      "2147483647",
      "2147483648",
      "-2147483649",
      "4294967295",
      "4294967296",
      "4611686018427387903",
      "4611686018427387904",
      "9223372036854775807",
      "9223372036854775808",
      "-9223372036854775808",
      "-9223372036854775809",
      "18446744073709551615",
      "18446744073709551616",
      "99999999999999999999999999",
      "0.5",
      "1e308",
      "1e309",
      "-1e308",
      "5e-324",
      "1e-400",
      "1.7976931348623157e308",
      "9.2233720368547758e18",
      "nan",
      "NaN",
      "inf",
      "-inf",
      "Infinity",
      "0x10",
      "1e",
      "01",
  };
  return kNumbers;
}

std::string fuzz::escapeInput(StringRef input, size_t maxChars) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (unsigned char c : input.take_front(maxChars)) {
    if (c == '\n')
      os << "\\n";
    else if (c == '\\' || c == '"')
      os << '\\' << c;
    else if (c >= 0x20 && c < 0x7f)
      os << c;
    else
      os << llvm::formatv("\\x{0:x-2}", unsigned(c));
  }
  return text;
}

Mutator::Mutator(uint64_t seed, std::vector<std::string> dictionary, bool json,
                 size_t maxBytes)
    : rng(seed), dictionary(std::move(dictionary)), json(json),
      maxBytes(maxBytes) {
  for (const char *number : getInterestingNumbers())
    this->dictionary.push_back(number);
  // Structure that parsers handle by recursion or by special cases.
  for (const char *token :
       {"[",  "]",       "{",       "}",    "<",    ">",     ",", ":",    "\"",
        "\\", "\\u0000", "\\ud800", "null", "true", "false", "",  "\"\"", "[]",
        "{}", "@",       "#",       "!",    "%",    "=",     "\n"})
    this->dictionary.push_back(token);
}

const std::string &Mutator::pickToken() {
  return dictionary[below(dictionary.size())];
}

/// The bounds of the number or word around `at` in `text`, if `at` is in
/// one.
static std::pair<size_t, size_t> tokenAround(StringRef text, size_t at) {
  auto isPart = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' ||
           c == '-' || c == '+' || c == '_';
  };
  if (at >= text.size() || !isPart(text[at]))
    return {at, at};
  size_t begin = at, end = at;
  while (begin > 0 && isPart(text[begin - 1]))
    --begin;
  while (end < text.size() && isPart(text[end]))
    ++end;
  return {begin, end};
}

void Mutator::mutateBytes(std::string &text, StringRef other) {
  size_t size = text.size();
  size_t at = size ? below(size) : 0;
  switch (below(11)) {
  case 0: // Flip one bit.
    if (size)
      text[at] ^= char(1u << below(8));
    break;
  case 1: // Overwrite one byte.
    if (size)
      text[at] = char(below(256));
    break;
  case 2: // Insert one byte, mostly one of the syntax's.
  {
    static const char kSyntax[] = " {}[]<>(),:=\"0123456789-.eE\\@#!%";
    char c = below(4) ? kSyntax[below(sizeof(kSyntax) - 1)] : char(below(256));
    text.insert(text.begin() + (size ? below(size + 1) : 0), c);
    break;
  }
  case 3: // Delete a short range.
    if (size)
      text.erase(at, 1 + below(std::min<size_t>(16, size - at)));
    break;
  case 4: // Copy a range elsewhere.
    if (size) {
      size_t length = 1 + below(std::min<size_t>(64, size - at));
      std::string piece = text.substr(at, length);
      text.insert(below(size + 1), piece);
    }
    break;
  case 5: // Insert a token.
    text.insert(size ? below(size + 1) : 0, pickToken());
    break;
  case 6: // Replace a number or word with a token, a number mostly.
  {
    auto [begin, end] = tokenAround(text, at);
    const std::string &token = below(3)
                                   ? std::string(getInterestingNumbers()[below(
                                         getInterestingNumbers().size())])
                                   : pickToken();
    if (begin == end)
      text.insert(at, token);
    else
      text.replace(begin, end - begin, token);
    break;
  }
  case 7: // Splice: a prefix of this input, a suffix of the other.
    if (!other.empty()) {
      size_t cut = below(size + 1);
      size_t otherCut = below(other.size() + 1);
      text = text.substr(0, cut) + other.substr(otherCut).str();
    }
    break;
  case 8: // Truncate.
    text.resize(below(size + 1));
    break;
  case 9: // Nest: open brackets up to a hundred thousand deep at one place.
  {
    static const char *const kOpeners[] = {"[", "{\"a\":", "<", "(", "{"};
    const char *opener = kOpeners[below(std::size(kOpeners))];
    // Depths spread over orders of magnitude: 1 to 10^5.
    size_t depth = 1;
    for (uint64_t digits = below(6); digits > 0; --digits)
      depth *= 10;
    depth = 1 + below(depth);
    std::string nest;
    for (size_t i = 0; i < depth && nest.size() < maxBytes; ++i)
      nest += opener;
    text.insert(size ? below(size + 1) : 0, nest);
    break;
  }
  case 10: // Repeat a range many times (long strings, long arrays).
    if (size) {
      size_t length = 1 + below(std::min<size_t>(16, size - at));
      std::string piece = text.substr(at, length), repeated;
      for (uint64_t n = 2 + below(1000); n > 0; --n)
        repeated += piece;
      text.insert(at, repeated);
    }
    break;
  }
}

namespace {
/// One value of a parsed document and how to reach it from its parent.
struct Node {
  json::Value *value;
  json::Object *parentObject = nullptr;
  json::ObjectKey key = "";
  json::Array *parentArray = nullptr;
  size_t index = 0;
};
} // namespace

static void collectNodes(json::Value &value, std::vector<Node> &nodes) {
  if (json::Object *object = value.getAsObject()) {
    for (auto &[key, member] : *object) {
      nodes.push_back({&member, object, key});
      collectNodes(member, nodes);
    }
  } else if (json::Array *array = value.getAsArray()) {
    for (size_t i = 0; i < array->size(); ++i) {
      nodes.push_back({&(*array)[i], nullptr, "", array, i});
      collectNodes((*array)[i], nodes);
    }
  }
}

bool Mutator::mutateJson(std::string &text) {
  // The mutator parses its own inputs, which may already be nested too
  // deep for `json::parse`'s recursion.
  InputFileLimits limits = {"a mutant", maxBytes, 64};
  if (llvm::Error error = checkJsonNesting("mutant", text, limits)) {
    llvm::consumeError(std::move(error));
    return false;
  }
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return false;
  }
  std::vector<Node> nodes;
  json::Value root = std::move(*parsed);
  collectNodes(root, nodes);
  if (nodes.empty())
    return false;
  Node node = nodes[below(nodes.size())];
  // Every value the readers convert: integers at the edges of int64 and
  // uint64, doubles that are not integers, the wrong type, and copies of
  // other values of the same document (a state's shape in a slice).
  switch (below(9)) {
  case 0: {
    static const int64_t kIntegers[] = {0,
                                        -1,
                                        1,
                                        2,
                                        INT32_MAX,
                                        int64_t(1) << 32,
                                        (int64_t(1) << 62) - 1,
                                        int64_t(1) << 62,
                                        INT64_MAX,
                                        INT64_MIN};
    *node.value = kIntegers[below(std::size(kIntegers))];
    break;
  }
  case 1:
    *node.value = uint64_t(UINT64_MAX - below(3));
    break;
  case 2: {
    static const double kDoubles[] = {0.5,
                                      -0.5,
                                      1e308,
                                      -1e308,
                                      5e-324,
                                      1e-300,
                                      9.223372036854775807e18,
                                      1.8446744073709552e19};
    *node.value = kDoubles[below(std::size(kDoubles))];
    break;
  }
  case 3: {
    static const char *const kStrings[] = {"",   "x",  "f32",  "bf16",
                                           "0x", "-1", "../x", "a/b"};
    *node.value = kStrings[below(std::size(kStrings))];
    break;
  }
  case 4: {
    json::Value replacements[] = {nullptr, true, json::Array(), json::Object()};
    *node.value = std::move(replacements[below(std::size(replacements))]);
    break;
  }
  case 5: // Delete the value from its parent.
    if (node.parentObject)
      node.parentObject->erase(node.key);
    else if (node.parentArray)
      node.parentArray->erase(node.parentArray->begin() + node.index);
    break;
  case 6: // Duplicate an array element.
    if (node.parentArray)
      node.parentArray->insert(node.parentArray->begin() + node.index,
                               json::Value(*node.value));
    break;
  case 7: // Copy another value of the document over this one.
  {
    const Node &source = nodes[below(nodes.size())];
    json::Value copy = *source.value;
    *node.value = std::move(copy);
    break;
  }
  case 8: // Wrap it in an array.
    *node.value = json::Array{json::Value(*node.value)};
    break;
  }
  text.clear();
  llvm::raw_string_ostream os(text);
  if (below(2))
    os << llvm::formatv("{0:2}", root);
  else
    os << root;
  return true;
}

std::string Mutator::mutate(StringRef base, StringRef other) {
  std::string text = base.str();
  for (uint64_t n = 1 + below(4); n > 0; --n) {
    if (!(json && below(2) && mutateJson(text)))
      mutateBytes(text, other);
    if (text.size() > maxBytes)
      text.resize(maxBytes);
  }
  return text;
}
