"""Edits fields of a checkpoint's manifest.json, for the tests of numbers
read from it.

    edit-manifest.py DIR PATH=VALUE...

PATH is dot-separated keys and list indices ("states.0.slice_elements"),
VALUE is JSON (Python's integers are exact at any size, so 2^62 + S is
written as such).
"""
import json
import os
import sys


def main():
    path = os.path.join(sys.argv[1], "manifest.json")
    with open(path) as f:
        manifest = json.load(f)
    for edit in sys.argv[2:]:
        key, value = edit.split("=", 1)
        *parents, last = key.split(".")
        node = manifest
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        node[int(last) if isinstance(node, list) else last] = json.loads(value)
    with open(path, "w") as f:
        json.dump(manifest, f, indent=2)


if __name__ == "__main__":
    main()
