//===- RunJson.h - rank 0's JSON of a run --------------------------*- C++
//-*-===//
//
// What `zero-run --json FILE` writes (schema zero-run/2, docs/zero-run.md):
// the run's options, every rank's counters per step, the op profile, the
// model-state bytes and the final states' checksums.
//
//===----------------------------------------------------------------------===//
#ifndef ZERO_RUN_RUNJSON_H
#define ZERO_RUN_RUNJSON_H

#include "Checkpoint.h"
#include "OpProfile.h"
#include "StepSignature.h"
#include "Training.h"

#include "llvm/Support/raw_ostream.h"

namespace zero_run {

/// Writes the JSON of a run of `numSteps` steps on `size` ranks: `resumed`
/// is the checkpoint it resumed from, `checkpointer` what it saved and
/// `profile` its op times (each null when there is none).
void writeRunJson(llvm::raw_ostream &os, const StepSignature &signature,
                  int size, int64_t numSteps, const RunOptions &options,
                  const RunRecord &record, const ResumePoint *resumed,
                  const Checkpointer *checkpointer, const OpProfile *profile);

} // namespace zero_run

#endif // ZERO_RUN_RUNJSON_H
