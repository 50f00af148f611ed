//===- MpiNative.cpp - MPI's own collectives ------------------------------===//
//
// ZERO_RT_ALGO=native hands each tensor to MPI_Allgather,
// MPI_Reduce_scatter_block or MPI_Allreduce, whose algorithms are tuned for
// the machine but whose reduction order is MPI's business.
//
// Blocking calls use the blocking MPI functions under the watchdog: in
// OpenMPI 4.1 the nonblocking ones (libnbc) are several times slower for
// messages of a few MiB. The _async calls use MPI_Iallgather,
// MPI_Ireduce_scatter_block and MPI_Iallreduce, tested by the runtime.
//
// bf16 and f16 travel as 16-bit words and reduce with user-defined MPI_Ops
// (created by the backend) that widen to f32, add and round back - the same
// kernel as the ring, so the data moves at its own width.
//
//===----------------------------------------------------------------------===//

#include "MpiBackend.h"

#include "DType.h"

#include <climits>

namespace zero_rt::mpi {

namespace {

MPI_Op sumOp(const MpiContext &context, zero_rt_dtype dtype) {
  if (dtype == ZERO_RT_BF16)
    return context.bf16Sum;
  if (dtype == ZERO_RT_F16)
    return context.f16Sum;
  return MPI_SUM;
}

class NativeCollective final : public PendingCollective {
public:
  NativeCollective(const MpiContext &context, CollectiveCall call,
                   bool blocking)
      : PendingCollective(std::move(call)), context_(context),
        blocking_(blocking), ticket_(context.nativeOrder->issued++) {
    agreement_.start(context_, call_, blocking_);
  }

  bool progress(bool &advanced) override;

  std::string waitingFor() const override {
    if (!agreed_)
      return agreement_.waitingFor();
    if (!launched_)
      return "an earlier collective to start";
    return requests_.waitingFor();
  }

private:
  /// Runs (blocking) or starts (async) the MPI collective of `tensor`.
  void launch(const TensorArg &tensor);
  void finish();

  const MpiContext &context_;
  const bool blocking_;
  const uint64_t ticket_;
  AgreementCheck agreement_;
  bool agreed_ = false;
  bool launched_ = false;
  RequestSet requests_;
};

bool NativeCollective::progress(bool &advanced) {
  if (!agreed_) {
    if (!agreement_.progress(context_, call_, advanced))
      return false;
    agreed_ = true;
    advanced = true;
  }
  if (!launched_) {
    // The runtime progresses collectives in start order, so the earlier
    // ones launch first in the same pass.
    if (context_.nativeOrder->launched != ticket_)
      return false;
    for (const TensorArg &tensor : call_.tensors)
      launch(tensor);
    launched_ = true;
    ++context_.nativeOrder->launched;
    advanced = true;
    if (blocking_) {
      finish();
      return true;
    }
  }
  if (requests_.testSome(call_))
    advanced = true;
  if (!requests_.allDone())
    return false;
  finish();
  return true;
}

void NativeCollective::launch(const TensorArg &tensor) {
  if (tensor.count == 0)
    return;
  const int count = static_cast<int>(tensor.count);
  const MPI_Datatype type = mpiDatatype(tensor.dtype);
  const MPI_Op op = sumOp(context_, tensor.dtype);
  const size_t elementBytes = dtypeSize(tensor.dtype);
  // The same formulas as the ring: what MPI sends inside is opaque.
  context_.counters->countSent(
      context_.axes, tensorPayloadBytes(call_.kind, tensor, context_.size));

  const void *send = tensor.send;
  switch (call_.kind) {
  case CollectiveKind::AllGather: {
    auto *ownSlot =
        static_cast<char *>(tensor.recv) +
        static_cast<size_t>(context_.rank) * tensor.count * elementBytes;
    if (send == ownSlot)
      send = MPI_IN_PLACE;
    if (blocking_) {
      Watchdog::Scope watch(*context_.watchdog, call_, "MPI_Allgather");
      checkMpi(MPI_Allgather(send, count, type, tensor.recv, count, type,
                             context_.comm),
               "MPI_Allgather", call_);
    } else {
      MPI_Request request;
      checkMpi(MPI_Iallgather(send, count, type, tensor.recv, count, type,
                              context_.comm, &request),
               "MPI_Iallgather", call_);
      requests_.addCollective(request, "MPI_Iallgather");
    }
    return;
  }
  case CollectiveKind::ReduceScatter:
    if (blocking_) {
      Watchdog::Scope watch(*context_.watchdog, call_,
                            "MPI_Reduce_scatter_block");
      checkMpi(MPI_Reduce_scatter_block(send, tensor.recv, count, type, op,
                                        context_.comm),
               "MPI_Reduce_scatter_block", call_);
    } else {
      MPI_Request request;
      checkMpi(MPI_Ireduce_scatter_block(send, tensor.recv, count, type, op,
                                         context_.comm, &request),
               "MPI_Ireduce_scatter_block", call_);
      requests_.addCollective(request, "MPI_Ireduce_scatter_block");
    }
    return;
  case CollectiveKind::AllReduce:
    if (send == tensor.recv)
      send = MPI_IN_PLACE;
    if (blocking_) {
      Watchdog::Scope watch(*context_.watchdog, call_, "MPI_Allreduce");
      checkMpi(MPI_Allreduce(send, tensor.recv, count, type, op, context_.comm),
               "MPI_Allreduce", call_);
    } else {
      MPI_Request request;
      checkMpi(MPI_Iallreduce(send, tensor.recv, count, type, op, context_.comm,
                              &request),
               "MPI_Iallreduce", call_);
      requests_.addCollective(request, "MPI_Iallreduce");
    }
    return;
  }
}

void NativeCollective::finish() {
  if (call_.op != ZERO_RT_AVG || call_.kind == CollectiveKind::AllGather ||
      context_.size == 1)
    return;
  for (const TensorArg &tensor : call_.tensors)
    divideElements(tensor.dtype, tensor.recv, tensor.count, context_.size);
}

} // namespace

std::string nativeUnsupportedReason(const CollectiveCall &call) {
  for (const TensorArg &tensor : call.tensors)
    if (tensor.count > static_cast<size_t>(INT_MAX))
      return "the native algorithm takes at most " + std::to_string(INT_MAX) +
             " elements per call (MPI counts are int); " + describeCall(call) +
             " needs the ring";
  return "";
}

std::unique_ptr<PendingCollective>
startNative(const MpiContext &context, CollectiveCall call, bool blocking) {
  return std::make_unique<NativeCollective>(context, std::move(call), blocking);
}

} // namespace zero_rt::mpi
