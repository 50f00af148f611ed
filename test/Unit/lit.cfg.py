# -*- Python -*-
# lit configuration of zero-opt's GoogleTest suite (zero-unit-tests).
#
# lit's GoogleTest format makes every gtest its own lit test, named
# `ZERO-Unit :: zero-unit-tests/<Suite>/<Test>`, so a failure is reported by
# name (with its assertion) by `lit build/test/Unit` and `lit build/test`
# alike. This is a nested suite: the parent suite (test/lit.cfg.py) finds
# build/test/Unit/lit.site.cfg.py and hands this directory over to it.

import lit.formats

if not hasattr(config, "zero_unit_tests_dir"):
    lit_config.fatal(
        "test/Unit runs from the build tree: lit build/test/Unit "
        "(its site configuration says where zero-unit-tests is)"
    )

config.name = "ZERO-Unit"
# The binary is alone in its directory, so the suffix matches it and nothing
# else; the runtime's `zero-rt-tests` in build/bin is run by test/Runtime.
config.test_format = lit.formats.GoogleTest(".", "-tests")
config.test_source_root = config.zero_unit_tests_dir
config.test_exec_root = config.zero_unit_tests_dir
# CMake's own files live under the same directory; there are no tests there.
config.excludes = ["CMakeFiles"]

if not config.zero_unit_tests_built:
    config.unsupported = True
