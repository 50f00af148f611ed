# check-finite-json.py FILE
#
# Reads FILE as strict JSON (RFC 8259: no NaN, Infinity or inf) and checks
# that every number in it is finite. Prints how many numbers it read and
# exits 0, or names the first offending place and exits 1.
import json
import math
import sys


def refuse(constant):
    raise ValueError(f"{constant} is not a JSON number")


def numbers(value, place):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from numbers(item, f"{place}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from numbers(item, f"{place}[{index}]")
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield place, value


path = sys.argv[1]
try:
    with open(path) as file:
        document = json.load(file, parse_constant=refuse)
except ValueError as error:
    sys.exit(f"check-finite-json: {path}: not strict JSON: {error}")
count = 0
for place, number in numbers(document, "$"):
    if isinstance(number, float) and not math.isfinite(number):
        sys.exit(f"check-finite-json: {path}: {place} is {number}")
    count += 1
print(f"check-finite-json: {count} numbers, all finite")
