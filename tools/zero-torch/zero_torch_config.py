"""zero-torch's reader of a Hugging Face config.json, which reads one as
zero-import does (zero/Support/InputFile.h, lib/Import/HFConfig.cpp): a
regular file of bounded size and depth, strict JSON (no NaN or Infinity, no
key given twice, numbers that fit), before PyTorch is imported. A config it
refuses raises ConfigError with the message zero-torch prints."""

import json
import math
import os
import stat


class ConfigError(Exception):
    """A config.json that cannot be read; the message names it and why."""


def fail(message):
    raise ConfigError(message)


# The limits zero-import reads a config.json with (zero/Support/InputFile.h,
# lib/Import/HFConfig.cpp): a real one has a few KB and nests 2 or 3 levels.
MAX_CONFIG_BYTES = 16 << 20
MAX_JSON_DEPTH = 256


def json_depth_error(text):
    """Where `text` nests arrays and objects deeper than MAX_JSON_DEPTH
    (brackets in strings not counted), as "line:column", or None. Checked
    before json.loads, which recurses once per level."""
    depth, line, column = 0, 1, 0
    in_string = escaped = False
    for c in text:
        column += 1
        if c == "\n":
            line, column = line + 1, 0
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                return f"{line}:{column}"
        elif c in "]}" and depth > 0:
            depth -= 1
    return None


def read_config(path):
    """The fields of the Hugging Face config at `path`, read as zero-import
    reads one: a regular file (a FIFO, device or directory is refused
    without reading it; O_NONBLOCK keeps a FIFO from blocking the open) of
    at most MAX_CONFIG_BYTES, nested at most MAX_JSON_DEPTH levels."""
    def cannot(why):
        fail(f"cannot read the config '{path}': {why}")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        # A socket cannot be opened (ENXIO); say what it is, not the errno.
        try:
            if stat.S_ISSOCK(os.lstat(path).st_mode):
                cannot("it is a socket, not a regular file")
        except OSError:
            pass
        cannot(error.strerror)
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = ("a directory" if stat.S_ISDIR(mode) else
                "a FIFO (named pipe)" if stat.S_ISFIFO(mode) else
                "a character device" if stat.S_ISCHR(mode) else
                "not a file")
        cannot(f"it is {kind}, not a regular file")
    with os.fdopen(fd, "rb") as f:
        data = f.read(MAX_CONFIG_BYTES + 1)
    if len(data) > MAX_CONFIG_BYTES:
        cannot(f"it is larger than {MAX_CONFIG_BYTES >> 20} MiB, the limit "
               "for a Hugging Face config.json")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        cannot(error)
    where = json_depth_error(text)
    if where:
        fail(f"{path}:{where}: JSON nested deeper than {MAX_JSON_DEPTH} "
             "levels, the limit for a Hugging Face config.json")
    def refuse_constant(name):
        # Python's json takes NaN and Infinity, which JSON has not.
        raise ValueError(f"{name} is not a JSON number")

    def refuse_duplicates(pairs):
        fields = {}
        for key, value in pairs:
            if key in fields:
                raise ValueError(f"the key \"{key}\" appears twice in an "
                                 "object; which one is meant is a guess")
            fields[key] = value
        return fields

    def integer_of_64_bits(literal):
        # As zero-import's JSON reader: from -2^63 to 2^64 - 1 (Python's own
        # limit on digits would otherwise answer, naming a Python setting).
        digits = literal.lstrip("-")
        if len(digits) > 20 or not -2**63 <= int(literal) < 2**64:
            shown = literal if len(literal) <= 24 else literal[:20] + "..."
            raise ValueError(f"the integer {shown} ({len(digits)} digits) "
                             "does not fit in 64 bits")
        return int(literal)

    def finite_number(literal):
        number = float(literal)
        if not math.isfinite(number):
            raise ValueError(f"the number {literal[:24]} is too large (it "
                             "reads as infinity)")
        return number

    try:
        return json.loads(text, parse_constant=refuse_constant,
                          object_pairs_hook=refuse_duplicates,
                          parse_int=integer_of_64_bits,
                          parse_float=finite_number)
    except ValueError as error:
        cannot(f"{error}; fix the file")
