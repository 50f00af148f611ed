# Writes a training step of 400 weights whose signature and return are each
# one line of thousands of characters, as in an imported model.
#   missing-grad:    the last weight's gradient is misnamed
#   unmarked-result: the last updated weight is returned unmarked
import sys

mode = sys.argv[1]
n = 400
args = ", ".join(
    f'%w{i}: tensor<4xf32> {{zero.state = #zero.state<weight, "w{i}">}}, %d{i}: tensor<4xf32>'
    for i in range(n))
if mode == "missing-grad":
    print(f"func.func @train_step({args}) {{")
    for i in range(n):
        name = f"x{i}" if i == n - 1 else f"w{i}"
        print(f'  %g{i} = zero.annotate %d{i} as <grad, "{name}"> : tensor<4xf32>')
    print("  return")
else:
    results = ", ".join(
        "tensor<4xf32>" if i == n - 1 else
        f'tensor<4xf32> {{zero.state = #zero.state<weight, "w{i}">}}'
        for i in range(n))
    print(f"func.func @train_step({args}) -> ({results}) {{")
    for i in range(n):
        print(f'  %g{i} = zero.annotate %d{i} as <grad, "w{i}"> : tensor<4xf32>')
        print(f"  %n{i} = arith.subf %w{i}, %g{i} : tensor<4xf32>")
    values = ", ".join(f"%n{i}" for i in range(n))
    types = ", ".join("tensor<4xf32>" for _ in range(n))
    print(f"  return {values} : {types}")
print("}")
