//===- ZeroTypes.td - zero dialect types -------------------*- tablegen -*-===//

#ifndef ZERO_DIALECT_ZERO_IR_ZEROTYPES_TD
#define ZERO_DIALECT_ZERO_IR_ZEROTYPES_TD

include "zero/Dialect/Zero/IR/ZeroBase.td"
include "mlir/IR/AttrTypeBase.td"

def Zero_TokenType : TypeDef<Zero_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "a collective in flight";
  let description = [{
    What a `zero.*_start` returns besides its results: the handle of the
    collective it started, which exactly one `zero.wait` completes. The
    results exist (their buffers are allocated) from the start, but hold
    their values only after the wait; the op verifiers check that nothing
    reads them earlier.

    ```mlir
    %full, %token = zero.all_gather_start %shard on @dp
        : tensor<512xf32> -> tensor<1024xf32>
    zero.wait %token
    ```
  }];
}

#endif // ZERO_DIALECT_ZERO_IR_ZEROTYPES_TD
