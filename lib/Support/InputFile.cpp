//===- InputFile.cpp - the one reader of the files a user names -----------===//
//
// Reads with POSIX calls rather than `llvm::MemoryBuffer::getFile`, which
// maps or reads a file whole whatever it is: /dev/zero until "LLVM ERROR:
// out of memory", a FIFO until a writer comes.
//
//===----------------------------------------------------------------------===//

#include "zero/Support/InputFile.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlir;
using namespace mlir::zero;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

static Error failure(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// "16 MiB" when the limit is a whole number of MiB (likewise GiB, KiB),
/// else "N bytes".
static std::string describeBytes(size_t bytes) {
  constexpr size_t kMiB = size_t(1) << 20, kGiB = size_t(1) << 30;
  if (bytes >= kGiB && bytes % kGiB == 0)
    return llvm::formatv("{0} GiB", bytes / kGiB).str();
  if (bytes >= kMiB && bytes % kMiB == 0)
    return llvm::formatv("{0} MiB", bytes / kMiB).str();
  if (bytes >= 1024 && bytes % 1024 == 0)
    return llvm::formatv("{0} KiB", bytes / 1024).str();
  return llvm::formatv("{0} bytes", bytes).str();
}

/// What a file that is not regular is, for "WHAT, not a regular file".
static StringRef describeFileType(mode_t mode) {
  if (S_ISDIR(mode))
    return "it is a directory";
  if (S_ISFIFO(mode))
    return "it is a FIFO (named pipe)";
  if (S_ISCHR(mode))
    return "it is a character device";
  if (S_ISBLK(mode))
    return "it is a block device";
  if (S_ISSOCK(mode))
    return "it is a socket";
  return "it is of an unknown type";
}

Expected<std::string> zero::readInputFile(StringRef path,
                                          const InputFileLimits &limits) {
  auto cannotRead = [&](const llvm::Twine &why) {
    return failure("cannot read '" + path + "': " + why);
  };
  bool isStdin = limits.allowStdin && path == "-";
  int fd = STDIN_FILENO;
  std::string text;
  if (!isStdin) {
    // O_NONBLOCK: opening a FIFO for reading waits for a writer otherwise.
    // It has no effect on a regular file, the only kind read below.
    std::string name = path.str();
    fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC |
                                  (limits.followLinks ? 0 : O_NOFOLLOW));
    if (fd < 0 && errno == ELOOP && !limits.followLinks)
      return cannotRead(llvm::Twine("it is a symbolic link, which is not "
                                    "followed for ") +
                        limits.what);
    if (fd < 0)
      return cannotRead(std::strerror(errno));
  }
  auto closeFile = llvm::make_scope_exit([&] {
    if (!isStdin)
      ::close(fd);
  });
  if (!isStdin) {
    // The type of what was opened, not of what the path named before:
    // the check and the read see the same file.
    struct stat status;
    if (::fstat(fd, &status) != 0)
      return cannotRead(std::strerror(errno));
    if (!S_ISREG(status.st_mode))
      return cannotRead(llvm::Twine(describeFileType(status.st_mode)) +
                        ", not a regular file");
    if (static_cast<uint64_t>(status.st_size) > limits.maxBytes)
      return cannotRead(
          llvm::formatv("it has {0} bytes, more than {1}, the limit for {2}",
                        status.st_size, describeBytes(limits.maxBytes),
                        limits.what)
              .str());
    text.reserve(static_cast<size_t>(status.st_size));
  }

  // The size the file had when it was opened is not trusted: read at most
  // one byte past the limit, whatever it says (files under /proc report 0).
  char chunk[1 << 16];
  while (text.size() <= limits.maxBytes) {
    size_t wanted =
        std::min<size_t>(sizeof(chunk), limits.maxBytes + 1 - text.size());
    ssize_t got = ::read(fd, chunk, wanted);
    if (got < 0) {
      if (errno == EINTR)
        continue;
      return cannotRead(std::strerror(errno));
    }
    if (got == 0)
      return text;
    text.append(chunk, static_cast<size_t>(got));
  }
  return cannotRead(llvm::formatv("it is larger than {0}, the limit for {1}",
                                  describeBytes(limits.maxBytes), limits.what)
                        .str());
}

Expected<std::unique_ptr<llvm::MemoryBuffer>>
zero::readInputFileBuffer(StringRef path, const InputFileLimits &limits) {
  Expected<std::string> text = readInputFile(path, limits);
  if (!text)
    return text.takeError();
  if (limits.maxMlirDepth)
    if (Error error = checkMlirNesting(path, *text, limits))
      return std::move(error);
  return llvm::MemoryBuffer::getMemBufferCopy(*text,
                                              path == "-" ? "<stdin>" : path);
}

Error zero::checkMlirNesting(StringRef path, StringRef text,
                             const InputFileLimits &limits) {
  unsigned depth = 0, line = 1, column = 0;
  bool inString = false, escaped = false, inComment = false;
  char previous = 0;
  for (size_t i = 0; i < text.size(); previous = text[i], ++i) {
    char c = text[i];
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
      inComment = false;
      continue;
    }
    if (inComment)
      continue;
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '/' && previous == '/') {
      inComment = true;
    } else if (c == '[' || c == '{' || c == '(' || c == '<') {
      if (++depth > limits.maxMlirDepth)
        return failure(llvm::formatv(
            "{0}:{1}:{2}: MLIR nested deeper than {3} levels, the limit for "
            "{4}",
            path, line, column, limits.maxMlirDepth, limits.what));
    } else if ((c == ']' || c == '}' || c == ')' ||
                (c == '>' && previous != '-')) &&
               depth > 0) {
      --depth;
    }
  }
  return Error::success();
}

Error zero::checkJsonNesting(StringRef path, StringRef text,
                             const InputFileLimits &limits) {
  unsigned depth = 0, line = 1, column = 0;
  size_t containers = 0;
  bool inString = false, escaped = false;
  for (char c : text) {
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
    }
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limits.maxJsonDepth)
        return failure(llvm::formatv(
            "{0}:{1}:{2}: JSON nested deeper than {3} levels, the limit for "
            "{4}",
            path, line, column, limits.maxJsonDepth, limits.what));
      if (limits.maxJsonContainers && ++containers > limits.maxJsonContainers)
        return failure(llvm::formatv(
            "{0}:{1}:{2}: more than {3} JSON objects and arrays, the limit "
            "for {4} (which holds a few dozen)",
            path, line, column, limits.maxJsonContainers, limits.what));
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return Error::success();
}

/// Splits llvm::json's "[line:column, byte=N]: message" into "line:column"
/// and the message. llvm::json counts the column from 0 at the point where
/// it stopped: one past the character at fault for most errors, which reads
/// as that character's column counted from 1, but at the character itself
/// for the two errors that point before reading it. Those get 1 added, so
/// that every column counts from 1 as editors do.
static std::pair<std::string, StringRef> splitJsonError(StringRef text) {
  StringRef message = text, position;
  if (message.consume_front("[")) {
    std::tie(position, message) = message.split("]: ");
    position = position.split(", byte=").first;
  }
  auto [line, column] = position.split(':');
  unsigned number = 0;
  if ((message == "Text after end of document" ||
       message == "Invalid UTF-8 sequence") &&
      !column.getAsInteger(10, number))
    return {(line + ":" + llvm::Twine(number + 1)).str(), message};
  return {position.str(), message};
}

/// Finds a number of `value` that is not finite and sets `where` to its
/// path ("rope_scaling.factor", "[3]"). llvm::json reads a literal beyond
/// the double range (1e309, 400 digits) as infinity instead of refusing
/// it. The recursion is bounded by `checkJsonNesting`.
static bool findNonFiniteNumber(const llvm::json::Value &value,
                                const std::string &path, std::string &where) {
  if (std::optional<double> number = value.getAsNumber()) {
    if (std::isfinite(*number))
      return false;
    where = path.empty() ? "(top level)" : path;
    return true;
  }
  if (const llvm::json::Object *object = value.getAsObject()) {
    for (const auto &[key, member] : *object)
      if (findNonFiniteNumber(
              member, path.empty() ? key.str() : path + "." + key.str(), where))
        return true;
  } else if (const llvm::json::Array *array = value.getAsArray()) {
    for (size_t i = 0; i < array->size(); ++i)
      if (findNonFiniteNumber((*array)[i], path + "[" + std::to_string(i) + "]",
                              where))
        return true;
  }
  return false;
}

/// Whether a JSON string literal, as written, has an escaped UTF-16
/// surrogate (`\uD800` to `\uDFFF`).
static bool containsSurrogateEscape(StringRef literal) {
  for (size_t at = literal.find("\\u"); at != StringRef::npos;
       at = literal.find("\\u", at + 2)) {
    StringRef digits = literal.substr(at + 2, 2);
    if (digits.size() == 2 && tolower(digits[0]) == 'd' &&
        StringRef("89abcdef").contains(tolower(digits[1])))
      return true;
  }
  return false;
}

/// Finds a key that one object of `text`, valid JSON, names twice. A key
/// is compared as the string it spells: one written with escapes is read
/// by the JSON parser first, so that "\u0061" and "a" are the same key.
static Error checkJsonDuplicateKeys(StringRef path, StringRef text) {
  struct Frame {
    bool isObject;
    bool expectingKey;
    llvm::StringMap<std::pair<unsigned, unsigned>> keys;
  };
  llvm::SmallVector<Frame> frames;
  unsigned line = 1, column = 0;
  unsigned keyLine = 0, keyColumn = 0;
  size_t stringStart = 0;
  bool inString = false, escaped = false, stringEscaped = false;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
    }
    if (inString) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = stringEscaped = true;
      } else if (c == '"') {
        inString = false;
        if (frames.empty() || !frames.back().isObject ||
            !frames.back().expectingKey)
          continue;
        frames.back().expectingKey = false;
        StringRef raw = text.slice(stringStart, i + 1);
        std::string key = raw.drop_front().drop_back().str();
        // A lone surrogate (\ud800) decodes to U+FFFD, as different ones
        // do; such a key is compared as written.
        if (stringEscaped && !containsSurrogateEscape(raw)) {
          Expected<llvm::json::Value> decoded = llvm::json::parse(raw);
          if (!decoded)
            return decoded.takeError();
          key = decoded->getAsString()->str();
        }
        auto [it, inserted] =
            frames.back().keys.try_emplace(key, keyLine, keyColumn);
        if (!inserted) {
          std::string shown;
          llvm::raw_string_ostream os(shown);
          llvm::printEscapedString(key, os);
          return failure(llvm::formatv(
              "{0}:{1}:{2}: the key \"{3}\" appears twice in one object "
              "(first at {4}:{5}); JSON readers differ in which one they "
              "keep, so remove one",
              path, keyLine, keyColumn, shown, it->second.first,
              it->second.second));
        }
      }
      continue;
    }
    if (c == '"') {
      inString = true;
      stringEscaped = false;
      stringStart = i;
      keyLine = line;
      keyColumn = column;
    } else if (c == '{' || c == '[') {
      frames.push_back({c == '{', c == '{', {}});
    } else if ((c == '}' || c == ']') && !frames.empty()) {
      frames.pop_back();
    } else if (c == ',' && !frames.empty() && frames.back().isObject) {
      frames.back().expectingKey = true;
    }
  }
  return Error::success();
}

Expected<llvm::json::Value>
zero::parseJsonInput(StringRef path, StringRef text,
                     const InputFileLimits &limits) {
  if (Error error = checkJsonNesting(path, text, limits))
    return std::move(error);
  Expected<llvm::json::Value> json = llvm::json::parse(text);
  if (!json) {
    std::string error = llvm::toString(json.takeError());
    auto [position, message] = splitJsonError(error);
    return failure(path + (position.empty() ? "" : ":" + position) +
                   ": invalid JSON: " + message);
  }
  std::string where;
  if (findNonFiniteNumber(*json, "", where))
    return failure(path + ": the number at '" + where +
                   "' is too large (it reads as infinity); JSON numbers of "
                   "the input files are at most 1.7976931348623157e308");
  if (Error error = checkJsonDuplicateKeys(path, text))
    return std::move(error);
  return json;
}

Expected<llvm::json::Value>
zero::readJsonInputFile(StringRef path, const InputFileLimits &limits) {
  Expected<std::string> text = readInputFile(path, limits);
  if (!text)
    return text.takeError();
  return parseJsonInput(path, *text, limits);
}

Error zero::checkWrittenJson(StringRef text) {
  Expected<llvm::json::Value> json = llvm::json::parse(text);
  if (json)
    return Error::success();
  std::string error = llvm::toString(json.takeError());
  std::string position = splitJsonError(error).first;
  unsigned line = 0;
  if (StringRef(position).split(':').first.getAsInteger(10, line) || line == 0)
    return failure("the JSON is not valid: " + error);
  StringRef rest = text;
  for (unsigned i = 1; i < line && !rest.empty(); ++i)
    rest = rest.split('\n').second;
  StringRef shown = rest.split('\n').first.trim();
  // The value on the line, after any key and without the comma after it.
  StringRef value = shown.rsplit("\": ").second;
  if (value.empty())
    value = shown;
  value = value.rtrim(',').ltrim('-');
  if (value == "inf" || value == "nan")
    return failure(llvm::formatv("line {0} would hold a number that is not "
                                 "finite ({1}), which JSON cannot hold: {2}",
                                 line, value, shown));
  return failure(llvm::formatv("line {0} is not valid JSON ({1}): {2}", line,
                               splitJsonError(error).second, shown));
}
