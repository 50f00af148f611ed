//===- ImportParamCountTest.cpp - zero-import's own parameter count -------===//
//
// `LlamaConfig::numParameters`, the count zero-import computes before it
// builds a step, for DeepSeek-V3 with and without multi-token prediction
// (docs/import.md, "DeepSeek-V3's multi-token prediction"): the whole
// model's, and the pipeline stages' summing to it with the MTP layer on
// the last. The figures are derived in test/Import/deepseek-v3-mtp.test;
// the step's own count (zero-report's Ψ) is checked there.
//
//===----------------------------------------------------------------------===//

#include "zero/Import/ModelConfig.h"

#include "gtest/gtest.h"

#include <cstdint>
#include <string>

using namespace mlir::zero::import;

namespace {

LlamaConfig readDeepSeekV3() {
  StepOptions options;
  options.seq = 16;
  llvm::Expected<LlamaConfig> config = readHFConfig(
      ZERO_SOURCE_DIR "/examples/configs/deepseek-v3.json", options);
  if (!config) {
    ADD_FAILURE() << llvm::toString(config.takeError());
    return {};
  }
  return *config;
}

// Without the MTP layer: transformers' count with the routing bias a buffer.
TEST(ImportParamCountTest, DeepSeekV3WithoutMtp) {
  EXPECT_EQ(readDeepSeekV3().numParameters(), uint64_t{671026404352});
}

// With it: + 11,610,067,968 of its own, the embedding and the head shared.
TEST(ImportParamCountTest, DeepSeekV3WithMtp) {
  LlamaConfig config = readDeepSeekV3();
  ASSERT_FALSE(setMultiTokenPrediction(config, 1, 0.3));
  EXPECT_EQ(config.numParameters(), uint64_t{682636472320});
}

// 16 pipeline stages hold every parameter once; the MTP layer is the last
// stage's.
TEST(ImportParamCountTest, DeepSeekV3StagesSumWithMtpOnTheLast) {
  LlamaConfig config = readDeepSeekV3();
  LlamaConfig without = config;
  ASSERT_FALSE(setMultiTokenPrediction(config, 1, 0.3));
  uint64_t total = 0;
  for (int64_t stage = 0; stage < 16; ++stage) {
    ModelParallelism parallelism;
    parallelism.pipelineStages = 16;
    parallelism.pipelineStage = stage;
    llvm::Expected<LlamaConfig> local =
        applyModelParallelism(config, parallelism);
    llvm::Expected<LlamaConfig> plain =
        applyModelParallelism(without, parallelism);
    ASSERT_TRUE(bool(local)) << llvm::toString(local.takeError());
    ASSERT_TRUE(bool(plain)) << llvm::toString(plain.takeError());
    total += local->numParameters();
    EXPECT_EQ(local->numParameters() - plain->numParameters(),
              stage == 15 ? uint64_t{11610067968} : uint64_t{0})
        << "stage " << stage;
  }
  EXPECT_EQ(total, uint64_t{682636472320});
}

TEST(ImportParamCountTest, MtpDepthAboveTheConfigsIsRefused) {
  LlamaConfig config = readDeepSeekV3();
  llvm::Error error = setMultiTokenPrediction(config, 2, 0.3);
  ASSERT_TRUE(bool(error));
  std::string message = llvm::toString(std::move(error));
  EXPECT_NE(message.find("'num_nextn_predict_layers' (1)"), std::string::npos)
      << message;
  EXPECT_EQ(config.deepSeek.mtpDepth, 0);
}

} // namespace
