# -*- Python -*-
# lit configuration of the zero-opt test suite.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ZERO"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".json"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.zero_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%zero_src_root", config.zero_src_root))
config.substitutions.append(("%zero_lib_dir", config.zero_lib_dir))
config.substitutions.append(("%python", config.python_executable))

# FileCheck variables do not leak between CHECK-LABEL blocks.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope"

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.zero_tools_dir, config.llvm_tools_dir]
tools = ["zero-opt", "zero-import", "mlir-opt"]
llvm_config.add_tool_substitutions(
    [ToolSubst("mlir-opt", command=os.path.join(config.llvm_tools_dir, "mlir-opt"), unresolved="ignore")]
    + [ToolSubst(t, unresolved="ignore") for t in ["zero-opt", "zero-import"]],
    tool_dirs,
)
