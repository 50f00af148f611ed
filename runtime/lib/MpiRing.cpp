//===- MpiRing.cpp - the deterministic ring algorithm ---------------------===//
//
// Every collective is a sequence of ring steps. In each step a rank sends one
// chunk per tensor to its right neighbour and receives one from its left;
// the step ends when all of those messages have completed. With N ranks and
// chunk c meaning elements [c*S, (c+1)*S):
//
//   all_gather      N-1 steps. Step k sends chunk (r-k) and receives chunk
//                   (r-k-1) into the output.
//   reduce_scatter  N-1 steps. Step k sends the partial sum of chunk (r-k-1)
//                   (its own data at k = 0) and receives the partial sum of
//                   chunk (r-k-2), to which it adds its own data. The last
//                   step receives chunk r: the result.
//   all_reduce      reduce_scatter then all_gather on the data padded to N*S
//                   elements, S = ceil(count / N).
//
// The partial sum of chunk c therefore starts at rank c+1 and picks up the
// ranks in ring order; which rank adds what, and in which order, depends on
// the rank numbers only - never on timing - so floating-point results are
// bit-identical from run to run. And because all_reduce runs the same
// reduce_scatter on the same chunks, reduce_scatter + all_gather of padded
// data gives exactly the bits of all_reduce: what makes ZeRO stages 0-3
// agree bit for bit.
//
//===----------------------------------------------------------------------===//

#include "MpiBackend.h"

#include "DType.h"

#include <cstring>
#include <utility>

namespace zero_rt::mpi {

namespace {

/// Where one tensor's chunks live during the ring.
struct TensorRing {
  zero_rt_dtype dtype = ZERO_RT_F32;
  size_t chunkElements = 0;
  size_t chunkBytes = 0;
  /// reduce_scatter input: N chunks of this rank's data.
  const std::byte *own = nullptr;
  /// all_gather output: N chunks.
  std::byte *gathered = nullptr;
  /// all_gather input (this rank's chunk), while it still has to be copied
  /// into `gathered`; null when in place.
  const std::byte *shardToCopy = nullptr;
  /// reduce_scatter output: one chunk (inside `gathered` for all_reduce).
  std::byte *result = nullptr;
  /// reduce_scatter's double buffer of partial sums: `incoming` receives
  /// step k's chunk, which becomes `outgoing`, sent at step k+1.
  std::byte *incoming = nullptr;
  std::byte *outgoing = nullptr;
  ScratchPool::Buffer partialSums;
  /// all_reduce of a count that N does not divide works on a padded copy,
  /// whose first `paddedCopyBytes` go back to `paddedCopyDestination`.
  ScratchPool::Buffer padded;
  void *paddedCopyDestination = nullptr;
  size_t paddedCopyBytes = 0;
};

class RingCollective final : public PendingCollective {
public:
  RingCollective(const MpiContext &context, CollectiveCall call)
      : PendingCollective(std::move(call)), context_(context) {
    reduceScatterSteps_ =
        call_.kind == CollectiveKind::AllGather ? 0 : context_.size - 1;
    allGatherSteps_ =
        call_.kind == CollectiveKind::ReduceScatter ? 0 : context_.size - 1;
    agreement_.start(context_, call_, /*blocking=*/false);
  }

  bool progress(bool &advanced) override;

  std::string waitingFor() const override {
    return agreed_ ? requests_.waitingFor() : agreement_.waitingFor();
  }

private:
  /// Lays out the tensors once the ranks agreed (no memory is touched
  /// before, so a mismatch stops the job before any buffer is written).
  void prepare();
  void postStep(int step);
  void finishStep(int step);
  void finish();
  /// Copies all_gather inputs into their slot of the output.
  void copyOwnShards();

  /// Chunk index (r + offset) mod N.
  size_t chunk(int offset) const {
    int n = context_.size;
    return static_cast<size_t>(((context_.rank + offset) % n + n) % n);
  }

  const MpiContext &context_;
  AgreementCheck agreement_;
  bool agreed_ = false;
  std::vector<TensorRing> tensors_;
  RequestSet requests_;
  int reduceScatterSteps_ = 0;
  int allGatherSteps_ = 0;
  int step_ = 0;
};

bool RingCollective::progress(bool &advanced) {
  if (!agreed_) {
    if (!agreement_.progress(context_, call_, advanced))
      return false;
    agreed_ = true;
    advanced = true;
    prepare();
    if (reduceScatterSteps_ + allGatherSteps_ > 0)
      postStep(0);
  }
  const int totalSteps = reduceScatterSteps_ + allGatherSteps_;
  // Finish as many steps as have arrived; never block.
  while (step_ < totalSteps) {
    if (requests_.testSome(call_))
      advanced = true;
    if (!requests_.allDone())
      return false;
    requests_.clear();
    finishStep(step_);
    if (++step_ < totalSteps)
      postStep(step_);
  }
  if (step_ == totalSteps) {
    finish();
    ++step_; // Done; finish() must run once.
  }
  return true;
}

void RingCollective::prepare() {
  const int n = context_.size;
  const size_t ranks = static_cast<size_t>(n);
  const size_t rank = static_cast<size_t>(context_.rank);
  tensors_.resize(call_.tensors.size());
  for (size_t i = 0; i < call_.tensors.size(); ++i) {
    const TensorArg &arg = call_.tensors[i];
    TensorRing &ring = tensors_[i];
    const size_t elementBytes = dtypeSize(arg.dtype);
    ring.dtype = arg.dtype;
    ring.chunkElements = chunkElements(call_.kind, arg.count, n);
    ring.chunkBytes = ring.chunkElements * elementBytes;
    auto *send = static_cast<const std::byte *>(arg.send);
    auto *recv = static_cast<std::byte *>(arg.recv);
    if (ring.chunkBytes == 0)
      continue;

    switch (call_.kind) {
    case CollectiveKind::AllGather:
      ring.gathered = recv;
      // In place when the caller's shard already sits in the output. Else
      // the first step sends straight from `send` and the copy into the
      // output overlaps with the transfer (see postStep).
      if (send != recv + rank * ring.chunkBytes)
        ring.shardToCopy = send;
      break;
    case CollectiveKind::ReduceScatter:
      ring.own = send;
      ring.result = recv;
      break;
    case CollectiveKind::AllReduce: {
      const size_t paddedBytes = ranks * ring.chunkBytes;
      const size_t dataBytes = arg.count * elementBytes;
      if (paddedBytes == dataBytes) {
        // Safe even in place (send == recv): the reduce-scatter phase only
        // writes chunk r, in its last step, element by element after
        // reading it; the gather overwrites the other chunks only after
        // every read of `send` is done.
        ring.own = send;
        ring.gathered = recv;
      } else {
        ring.padded = context_.scratch->acquire(paddedBytes);
        std::memcpy(ring.padded.data(), send, dataBytes);
        std::memset(ring.padded.data() + dataBytes, 0, paddedBytes - dataBytes);
        ring.own = ring.padded.data();
        ring.gathered = ring.padded.data();
        ring.paddedCopyDestination = recv;
        ring.paddedCopyBytes = dataBytes;
      }
      ring.result = ring.gathered + rank * ring.chunkBytes;
      break;
    }
    }

    if (ring.result) {
      if (n == 1) {
        // No steps: the "reduction" over one rank is the data itself.
        std::memmove(ring.result, ring.own, ring.chunkBytes);
      } else {
        ring.partialSums = context_.scratch->acquire(2 * ring.chunkBytes);
        ring.incoming = ring.partialSums.data();
        ring.outgoing = ring.partialSums.data() + ring.chunkBytes;
      }
    }
  }
}

void RingCollective::postStep(int step) {
  const int tag = payloadTag(call_.sequence);
  for (TensorRing &ring : tensors_) {
    if (ring.chunkBytes == 0)
      continue;
    const void *sendFrom;
    void *recvInto;
    if (step < reduceScatterSteps_) {
      const int k = step;
      sendFrom =
          k == 0 ? ring.own + chunk(-k - 1) * ring.chunkBytes : ring.outgoing;
      recvInto = ring.incoming;
    } else {
      const int k = step - reduceScatterSteps_;
      sendFrom = ring.gathered + chunk(-k) * ring.chunkBytes;
      recvInto = ring.gathered + chunk(-k - 1) * ring.chunkBytes;
      if (k == 0 && ring.shardToCopy)
        sendFrom = ring.shardToCopy; // The same bytes, not yet copied.
    }
    // Receive first, so the neighbour's message finds a posted buffer.
    requests_.postRecv(context_, call_, recvInto, ring.chunkBytes,
                       context_.left(), tag);
    requests_.postSend(context_, call_, sendFrom, ring.chunkBytes,
                       context_.right(), tag);
  }
  // all_gather's own shard goes into the output while the first messages
  // travel (both only read it).
  if (step == reduceScatterSteps_)
    copyOwnShards();
}

void RingCollective::copyOwnShards() {
  for (TensorRing &ring : tensors_) {
    if (!ring.shardToCopy)
      continue;
    std::memcpy(ring.gathered + chunk(0) * ring.chunkBytes, ring.shardToCopy,
                ring.chunkBytes);
    ring.shardToCopy = nullptr;
  }
}

void RingCollective::finishStep(int step) {
  if (step >= reduceScatterSteps_)
    return; // all_gather steps only move data.
  const int k = step;
  const bool last = k == reduceScatterSteps_ - 1;
  for (TensorRing &ring : tensors_) {
    if (ring.chunkBytes == 0)
      continue;
    // The chunk that just arrived: (r - k - 2) mod N, which is r itself in
    // the last step.
    const std::byte *ownPart = ring.own + chunk(-k - 2) * ring.chunkBytes;
    if (last) {
      addElements(ring.dtype, ring.result, ring.incoming, ownPart,
                  ring.chunkElements);
      // The average divides once, after the sum, and in all_reduce before
      // the gather: all_reduce(avg) = reduce_scatter(avg) + all_gather bit
      // for bit.
      if (call_.op == ZERO_RT_AVG)
        divideElements(ring.dtype, ring.result, ring.chunkElements,
                       context_.size);
    } else {
      addElements(ring.dtype, ring.incoming, ring.incoming, ownPart,
                  ring.chunkElements);
      std::swap(ring.incoming, ring.outgoing);
    }
  }
}

void RingCollective::finish() {
  copyOwnShards(); // Still pending only with one rank (no steps).
  for (TensorRing &ring : tensors_) {
    if (ring.paddedCopyDestination)
      std::memcpy(ring.paddedCopyDestination, ring.gathered,
                  ring.paddedCopyBytes);
  }
  tensors_.clear(); // Returns the scratch buffers to the pool.
}

} // namespace

std::unique_ptr<PendingCollective> startRing(const MpiContext &context,
                                             CollectiveCall call) {
  return std::make_unique<RingCollective>(context, std::move(call));
}

} // namespace zero_rt::mpi
