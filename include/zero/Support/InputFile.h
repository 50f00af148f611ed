//===- InputFile.h - the one reader of the files a user names --*- C++ -*-===//
//
// Every file the tools read because a user named it (a Hugging Face
// config.json, a machine description, a checkpoint manifest and its
// `latest` pointer, the step zero-run runs) is read here, with the same
// limits: a regular file only, at most a stated number of bytes, and for
// JSON a nesting depth checked before `llvm::json::parse` recurses. Each
// error names the file, what is wrong and the limit.
//
//===----------------------------------------------------------------------===//

#ifndef ZERO_SUPPORT_INPUTFILE_H
#define ZERO_SUPPORT_INPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstddef>
#include <memory>
#include <string>

namespace mlir::zero {

/// What one kind of input file may be.
struct InputFileLimits {
  /// The kind of file, for messages: "a Hugging Face config.json".
  llvm::StringRef what;
  /// The largest file read, in bytes; one byte more is an error.
  size_t maxBytes;
  /// The deepest nesting of JSON arrays and objects accepted.
  unsigned maxJsonDepth = 256;
  /// Whether "-" names the standard input, which may be a pipe (the size
  /// limit still holds).
  bool allowStdin = false;
  /// For MLIR text: the deepest nesting of brackets, braces, parentheses
  /// and angle brackets accepted (0: not MLIR, no check). MLIR's parser
  /// recurses once per level and overflows an 8 MiB stack between 3,000
  /// and 10,000 nested `[` (measured with zero-opt, docs/fuzzing.md).
  unsigned maxMlirDepth = 0;
  /// Whether a symbolic link at the path's last component is followed.
  /// False for the files inside a directory a tool made (a checkpoint's
  /// manifest and `latest`): an entry the job did not create is never
  /// followed (issue 26; docs/checkpoint-format.md).
  bool followLinks = true;
  /// The most JSON arrays and objects accepted (0: no limit). llvm::json
  /// gives each object its own hash map, about 6 KB: a 1.6 MB file of
  /// 200,000 `{"a":1}` took 1.16 GB to parse. Set for the files a person
  /// writes (configs, machine descriptions), which hold a few dozen; not for
  /// checkpoint manifests, which hold an object per state and rank.
  size_t maxJsonContainers = 0;
};

/// The nesting limit of the MLIR files zero-opt and zero-run read: a step
/// zero-import writes nests under 20 levels; a third of the shallowest
/// depth measured to crash the parser.
constexpr unsigned kMaxMlirDepth = 1000;

/// Reads the whole of the file at `path`, which must be a regular file (or
/// a symbolic link to one, where `limits.followLinks`) of at most
/// `limits.maxBytes` bytes. A directory, a FIFO, a socket or a device is
/// refused without reading it; the file is opened non-blocking, so a FIFO
/// without a writer does not hang. At most `maxBytes + 1` bytes are read, so a
/// file that grows while it is read cannot exhaust memory either.
///
/// Errors read "cannot read 'PATH': WHY", WHY naming the limit where one is
/// the cause.
llvm::Expected<std::string> readInputFile(llvm::StringRef path,
                                          const InputFileLimits &limits);

/// `readInputFile` into a null-terminated buffer named `path`, for a
/// `llvm::SourceMgr`; then `checkMlirNesting` if `limits.maxMlirDepth` is
/// set.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFileBuffer(llvm::StringRef path, const InputFileLimits &limits);

/// Rejects `text` (read from `path`) if its JSON arrays and objects nest
/// deeper than `limits.maxJsonDepth`, or are more than
/// `limits.maxJsonContainers` (where set). `llvm::json::parse` recurses once
/// per level and overflows the stack at tens of thousands of levels; this scan
/// does not recurse. Brackets inside strings do not count; unbalanced
/// closers are left to the parser, which reports them. The error reads
/// "PATH:LINE:COLUMN: JSON nested deeper than N levels, the limit for WHAT".
llvm::Error checkJsonNesting(llvm::StringRef path, llvm::StringRef text,
                             const InputFileLimits &limits);

/// Rejects MLIR `text` (read from `path`) whose brackets, braces,
/// parentheses and angle brackets nest deeper than `limits.maxMlirDepth`,
/// before MLIR's parser recurses into them. String literals and `//`
/// comments do not count, nor does the `>` of `->`. The error reads
/// "PATH:LINE:COLUMN: MLIR nested deeper than N levels, the limit for WHAT".
llvm::Error checkMlirNesting(llvm::StringRef path, llvm::StringRef text,
                             const InputFileLimits &limits);

/// Parses `text` (read from `path`) as JSON after `checkJsonNesting`. A
/// syntax error reads "PATH:LINE:COLUMN: invalid JSON: WHY". A number too
/// large for a double (llvm::json reads 1e309 as infinity) is an error
/// naming where it is: "PATH: the number at 'a.b[2]' is too large (it
/// reads as infinity)", so that no reader is handed a non-finite number.
/// An object that names a key twice is an error at the second:
/// "PATH:LINE:COLUMN: the key "K" appears twice in one object (first at
/// LINE:COLUMN)"; llvm::json, like most readers, would keep the last.
llvm::Expected<llvm::json::Value> parseJsonInput(llvm::StringRef path,
                                                 llvm::StringRef text,
                                                 const InputFileLimits &limits);

/// `readInputFile`, then `parseJsonInput`.
llvm::Expected<llvm::json::Value>
readJsonInputFile(llvm::StringRef path, const InputFileLimits &limits);

/// Checks JSON that a tool is about to write: it must parse back, which
/// fails exactly where a number is not finite (llvm::json prints infinity
/// and NaN as `inf` and `nan`, which no JSON reader accepts). The error
/// names the line: "line 97 holds a number that is not finite: ...".
llvm::Error checkWrittenJson(llvm::StringRef text);

} // namespace mlir::zero

#endif // ZERO_SUPPORT_INPUTFILE_H
