# -*- Python -*-
# lit configuration of the zero-opt test suite.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ZERO"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".json"]
# lib/ holds the test passes' sources (test/lib/CMakeLists.txt), not tests.
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "lib"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.zero_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%zero_src_root", config.zero_src_root))
config.substitutions.append(("%zero_lib_dir", config.zero_lib_dir))
config.substitutions.append(("%zero_obj_root", config.zero_obj_root))
config.substitutions.append(("%python", config.python_executable))

# Tests that start MPI jobs (test/Runtime, test/e2e) run one at a time: with
# 4 ranks oversubscribed on 2 cores, two such jobs at once starve each other
# and make timing-sensitive tests (timeouts, killed ranks) flaky. Other tests
# still run beside them.
lit_config.parallelism_groups["mpi"] = 1

# FileCheck variables do not leak between CHECK-LABEL blocks.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope"

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# LLVM's test utilities (FileCheck, not, count) and the stock mlir-opt come
# from the LLVM 22 installation; zero's tools from the build tree.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.zero_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst("mlir-opt", command=os.path.join(config.llvm_tools_dir, "mlir-opt")),
    ToolSubst("not", command=os.path.join(config.llvm_tools_dir, "not")),
    ToolSubst("count", command=os.path.join(config.llvm_tools_dir, "count")),
    ToolSubst("zero-opt", unresolved="fatal"),
    ToolSubst("zero-import", unresolved="fatal"),
    ToolSubst("zero-run", unresolved="fatal"),
    ToolSubst("zero-ckpt", unresolved="fatal"),
    ToolSubst("zero-fuzz", unresolved="fatal"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
