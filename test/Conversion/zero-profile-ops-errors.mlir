// What zero-profile-ops rejects.
// RUN: zero-opt %s --split-input-file --zero-profile-ops --verify-diagnostics

// A module already profiled: its ops would be timed twice, and the list
// would no longer name the numbers the calls use.
// expected-error@below {{the module's ops are already profiled (it has 'zero_rt.profile_ops'); run zero-profile-ops once}}
module attributes {zero_rt.profile_ops = []} {
  func.func @step(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
