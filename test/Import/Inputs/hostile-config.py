#!/usr/bin/env python3
"""Writes the hostile config.json files of the importer's limit tests, so that
no multi-megabyte file is committed.

  hostile-config.py nested N OUT
      N unclosed '[' and nothing else.
  hostile-config.py zeros BYTES OUT
      BYTES zero bytes (a sparse file: cheap even when large).
  hostile-config.py edit BASE OUT [KEY=JSON ...] [--depth D] [--size BYTES]
      BASE with each KEY (dotted for nested objects: rope_scaling.factor) set
      to VALUE, copied as written (so 1e400 and NaN stay as they are; @FILE
      copies the text of FILE; <delete> removes KEY); --depth adds a field nested so that the document is
      exactly D levels deep (the top-level object is level 1), next to a
      string full of brackets that must not count; --size pads the file with
      trailing spaces to exactly BYTES.
"""

import json
import sys


def edit(args):
    base, out, rest = args[0], args[1], args[2:]
    with open(base) as f:
        config = json.load(f)
    depth = size = None
    # Values go in as placeholders replaced by their text after dumping, so
    # that Python does not rewrite what the test means to write.
    raw = {}
    while rest:
        arg = rest.pop(0)
        if arg == "--depth":
            depth = int(rest.pop(0))
        elif arg == "--size":
            size = int(rest.pop(0))
        else:
            key, value = arg.split("=", 1)
            if value.startswith("@"):
                with open(value[1:]) as f:
                    value = f.read().strip()
            *parents, leaf = key.split(".")
            target = config
            for parent in parents:
                target = target.setdefault(parent, {})
            if value == "<delete>":
                target.pop(leaf, None)
                continue
            placeholder = "@@value%d@@" % len(raw)
            raw[placeholder] = value
            target[leaf] = placeholder
    text = json.dumps(config, indent=2)
    for placeholder, value in raw.items():
        text = text.replace('"' + placeholder + '"', value)
    if depth is not None:
        inner = depth - 1
        nested = '"_nested": ' + "[" * inner + "]" * inner
        text = text[:-2] + ',\n  "_brackets": "[[[{{\\"[[",\n  ' + nested + "\n}"
    if size is not None:
        assert len(text) <= size, "the config is larger than --size"
        text += " " * (size - len(text))
    with open(out, "w") as f:
        f.write(text)


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "nested":
        with open(args[1], "w") as f:
            f.write("[" * int(args[0]))
    elif mode == "zeros":
        with open(args[1], "wb") as f:
            f.truncate(int(args[0]))
    elif mode == "edit":
        edit(args)
    else:
        sys.exit("unknown mode " + mode)


if __name__ == "__main__":
    main()
