//===- zero-import.cpp - emit an annotated training step ------------------===//
//
// Turns a Hugging Face Llama `config.json`, or a parameter count for a
// synthetic MLP, into the single-device training step that zero-opt plans
// (docs/design.md §2):
//
//   zero-import --hf-config llama3-8b.json [--batch B --seq S] -o step.mlir
//   zero-import --synthetic-params 7500000000 --layers 64 -o step.mlir
//   zero-import --hf-config llama3.1-405b.json --tensor-parallel 8 \
//       --pipeline-stages 16 --pipeline-stage 1 --mesh pp=16,dp=128,tp=8 \
//       -o stage1.mlir
//
// With --tensor-parallel / --pipeline-stage(s) the step is one device's:
// its head, MLP and vocabulary shards, the layers of its pipeline stage
// (ModelParallelism.cpp), the previous stage's activations as input
// `hidden_states` and the next stage's gradient as input `output_grad`
// where the stage has no embedding or no head. --mesh declares the mesh it
// is one device of, for zero-shard dp-axis=.
//
// --sequence-parallel (with --tensor-parallel T > 1, --seq a multiple of T)
// adds Megatron-LM's sequence parallelism: the residual stream, the norms,
// the embedding's output and the stage's input and output activations are
// the device's [B, S/T, D] shard, and the projections read the whole
// sequence. The step holds no TP collectives (the row-parallel sums are
// not all-reduced without it either); local stand-ins with their shapes
// take the place of the sequence all-gather (T copies of the shard) and
// reduce-scatter (the sum of the T chunks), each the other's adjoint, so
// the step's gradients stay true ones (lib/Import/SequenceParallel.cpp).
//
// The step (`func.func @train_step`, see TrainStep.h):
//   - arguments: per parameter its weight and optimizer states, marked with
//     `#zero.state`; then the data (Llama: `input_ids` and already shifted
//     `labels`, `tensor<BxSxi32>`; synthetic: `inputs` and `targets`,
//     `tensor<(B*S)xWIDTHxf32>`); then `step: tensor<f32>`, the AdamW step
//     count t (1 on the first step) for the bias corrections;
//   - forward, mean loss, full backward; each gradient annotated where it is
//     produced; AdamW (lr 3e-4, betas 0.9/0.95, eps 1e-8, weight decay 0.1)
//     as one elementwise generic per parameter;
//   - results: the updated states, marked like their inputs, then the loss.
//
// Defaults: --batch 1 --seq 2048 (one realistic sequence; activations never
// change the model-state figures) and --dtype mixed: bf16 weight and grad,
// f32 master, exp_avg, exp_avg_sq (2 + 2 + 12 bytes per parameter).
// --dtype f32 stores weight and grad in f32 and drops the master copy, which
// would equal the weight: f32 exp_avg and exp_avg_sq (4 + 4 + 8 bytes).
// --activations auto (the default) stores the Llama step's activations and
// activation gradients in bf16 with --dtype mixed (the step bf16 mixed
// precision runs) and in f32 with --dtype f32; compute is f32 either way.
// --grad-dtype f32 keeps f32 gradients beside bf16 weights (FSDP2's
// reduce_dtype=float32: 2 + 4 + 12 bytes per parameter), and
// --logits-dtype f32 the lm_head's logits and their gradient.
//
// --mtp-depth D (DeepSeek-V3) adds D multi-token-prediction depths, each one
// more decoder layer after the last whose loss, weighted by
// --mtp-loss-weight / D, adds to the step's; the embedding and the lm_head
// are shared with the main model (lib/Import/MultiTokenPrediction.cpp).
//
// Every input error is one message on stderr and exit code 1; the output
// file is written (atomically, via a temporary file) only after the module
// was built and verified, so a failed run never leaves a partial file.
//
// Limits, each far above any real model and each an error when exceeded:
// a config.json of at most 16 MiB nested at most 256 levels deep, and a
// step of at most 1,000,000 operations (`kMaxStepOperations`, about seven
// seconds to build; Llama 3.1 405B has 93 K).
//
//===----------------------------------------------------------------------===//

#include "zero/Import/Importers.h"
#include "zero/Import/ModelConfig.h"
#include "zero/Report/OutputFiles.h"
#include "zero/Support/ClosedSetParser.h"
#include "zero/Support/OptionsGivenOnce.h"

#include "zero/Dialect/Zero/IR/ZeroDialect.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>

using namespace mlir;
using namespace mlir::zero;
using namespace mlir::zero::import;
namespace cl = llvm::cl;

static cl::OptionCategory importCategory("zero-import options");

static cl::opt<std::string>
    hfConfig("hf-config",
             cl::desc("Hugging Face config.json of a Llama-family, Mixtral "
                      "or DeepSeek-V3 model"),
             cl::value_desc("file"), cl::cat(importCategory));

static cl::opt<int64_t> syntheticParams(
    "synthetic-params",
    cl::desc("Build a synthetic MLP with exactly this many parameters"),
    cl::value_desc("P"), cl::cat(importCategory));

static cl::opt<int64_t>
    numLayers("layers",
              cl::desc("Layers (gathering units) of the synthetic model "
                       "(default 32)"),
              cl::init(32), cl::value_desc("L"), cl::cat(importCategory));

static cl::opt<int64_t>
    batch("batch", cl::desc("Sequences per step, activations only (default 1)"),
          cl::init(1), cl::cat(importCategory));

static cl::opt<int64_t>
    seq("seq", cl::desc("Tokens per sequence, activations only (default 2048)"),
        cl::init(2048), cl::cat(importCategory));

ZERO_CLOSED_SET_OPTION(mlir::zero::import::Precision)

static cl::opt<Precision> dtype(
    "dtype", cl::desc("Storage of the model states"),
    cl::values(clEnumValN(Precision::Mixed, "mixed",
                          "bf16 weights and grads; f32 master, exp_avg, "
                          "exp_avg_sq (16 bytes/param, default)"),
               clEnumValN(Precision::F32, "f32",
                          "f32 weights and grads; f32 exp_avg, exp_avg_sq, "
                          "no master copy (16 bytes/param)")),
    cl::init(Precision::Mixed), cl::cat(importCategory));

ZERO_CLOSED_SET_OPTION(mlir::zero::import::ActivationPrecision)

static cl::opt<ActivationPrecision> activations(
    "activations",
    cl::desc("Storage of the Llama step's activations and activation "
             "gradients (compute and statistics are f32 either way)"),
    cl::values(clEnumValN(ActivationPrecision::Auto, "auto",
                          "bf16 with --dtype mixed, f32 with --dtype f32 "
                          "(default)"),
               clEnumValN(ActivationPrecision::BF16, "bf16",
                          "bf16, as under bf16 autocast or FSDP bf16 mixed "
                          "precision"),
               clEnumValN(ActivationPrecision::F32, "f32", "f32")),
    cl::init(ActivationPrecision::Auto), cl::cat(importCategory));

ZERO_CLOSED_SET_OPTION(mlir::zero::import::AttentionKind)

static cl::opt<AttentionKind> attention(
    "attention", cl::desc("How the Llama step computes attention"),
    cl::values(clEnumValN(AttentionKind::Fused, "fused",
                          "zero.attention and zero.attention_grad, as "
                          "FlashAttention / PyTorch SDPA run it: no S x S "
                          "tensor is kept (default)"),
               clEnumValN(AttentionKind::Eager, "eager",
                          "scores, softmax and context as separate ops, the "
                          "probabilities kept for the backward")),
    cl::init(AttentionKind::Fused), cl::cat(importCategory));

static cl::opt<int64_t> attentionWindow(
    "attention-window",
    cl::desc("A sliding attention window of W tokens: query i sees keys "
             "i - W < j <= i only (what Mistral's 'sliding_window' sets; "
             "default: the config's sliding_window, else none, plain "
             "causal attention)"),
    cl::value_desc("W"), cl::cat(importCategory));

ZERO_CLOSED_SET_OPTION(mlir::zero::import::CrossEntropyKind)

static cl::opt<CrossEntropyKind> crossEntropy(
    "cross-entropy", cl::desc("How the Llama step computes its loss"),
    cl::values(clEnumValN(CrossEntropyKind::Fused, "fused",
                          "the row log-sum-exp and softmax - onehot for the "
                          "gradient, as a fused loss kernel or torch.compile "
                          "runs it (default)"),
               clEnumValN(CrossEntropyKind::Eager, "eager",
                          "eager PyTorch's F.cross_entropy: log_softmax's "
                          "[b, s, vocab] output kept, nll_loss's dense "
                          "gradient, log_softmax's backward")),
    cl::init(CrossEntropyKind::Fused), cl::cat(importCategory));

ZERO_CLOSED_SET_OPTION(mlir::zero::import::GradPrecision)

static cl::opt<GradPrecision> gradDtype(
    "grad-dtype",
    cl::desc("Storage and reduction of the gradients (model states 2 + 4 + "
             "12 bytes/param with --dtype mixed and f32)"),
    cl::values(clEnumValN(GradPrecision::Auto, "auto",
                          "the weights' type: bf16 with --dtype mixed, f32 "
                          "with --dtype f32 (default)"),
               clEnumValN(GradPrecision::BF16, "bf16",
                          "bf16 (needs --dtype mixed)"),
               clEnumValN(GradPrecision::F32, "f32",
                          "f32, as FSDP2's MixedPrecisionPolicy("
                          "param_dtype=bf16, reduce_dtype=float32)")),
    cl::init(GradPrecision::Auto), cl::cat(importCategory));

ZERO_CLOSED_SET_OPTION(mlir::zero::import::LogitsPrecision)

static cl::opt<LogitsPrecision> logitsDtype(
    "logits-dtype",
    cl::desc("Storage of the Llama step's lm_head logits and their "
             "gradient (the cross-entropy computes in f32 either way)"),
    cl::values(clEnumValN(LogitsPrecision::Auto, "auto",
                          "the activations' type (default)"),
               clEnumValN(LogitsPrecision::F32, "f32",
                          "f32, as torchtitan upcasts the logits for the "
                          "loss"),
               clEnumValN(LogitsPrecision::BF16, "bf16",
                          "bf16 (needs bf16 activations)")),
    cl::init(LogitsPrecision::Auto), cl::cat(importCategory));

static cl::opt<std::string> momentDtype(
    "moment-dtype",
    cl::desc("Storage of AdamW's exp_avg and exp_avg_sq: f32 (default) or "
             "bf16, as DeepSeek-V3 trains (FP32 master weights, BF16 "
             "moments; the update computes in f32 either way)"),
    cl::init("f32"), cl::value_desc("f32|bf16"), cl::cat(importCategory));

static cl::opt<int64_t> tensorParallel(
    "tensor-parallel",
    cl::desc("--hf-config: build one device's step of T-way tensor "
             "parallelism (its head, MLP and vocabulary shards; default 1)"),
    cl::init(1), cl::value_desc("T"), cl::cat(importCategory));

static cl::opt<bool> sequenceParallel(
    "sequence-parallel",
    cl::desc("--hf-config with --tensor-parallel T > 1: keep the residual "
             "stream, the norms and the embedding's output on the device's "
             "1/T of the sequence, gathered for the projections "
             "(Megatron-LM's sequence parallelism; --seq must divide by T)"),
    cl::init(false), cl::cat(importCategory));

static cl::opt<int64_t> pipelineStages(
    "pipeline-stages",
    cl::desc("--hf-config: split the layers into P pipeline stages and "
             "build the step of --pipeline-stage (default 1)"),
    cl::init(1), cl::value_desc("P"), cl::cat(importCategory));

static cl::opt<int64_t> pipelineStage(
    "pipeline-stage",
    cl::desc("--hf-config: which stage (0 to P-1) to build; the first embeds "
             "the tokens, the last has the head and the loss (default 0)"),
    cl::init(0), cl::value_desc("I"), cl::cat(importCategory));

static cl::opt<int64_t> expertParallel(
    "expert-parallel",
    cl::desc("--hf-config with a mixture of experts: split each layer's "
             "experts over E devices and build the step of --expert-rank; "
             "needs --mesh with an 'ep' axis of E (default 1)"),
    cl::init(1), cl::value_desc("E"), cl::cat(importCategory));

static cl::opt<int64_t> expertRank(
    "expert-rank",
    cl::desc("--hf-config: which expert-parallel rank (0 to E-1) to build; "
             "it holds experts rank*n to rank*n+n-1 of n = experts/E "
             "(default 0)"),
    cl::init(0), cl::value_desc("R"), cl::cat(importCategory));

static cl::opt<int64_t> mtpDepth(
    "mtp-depth",
    cl::desc("--hf-config of DeepSeek-V3: build D multi-token-prediction "
             "depths (at most 'num_nextn_predict_layers'), each one more "
             "decoder layer after the last predicting the token k + 1 "
             "ahead, sharing the embedding and the lm_head (default 0: off, "
             "as transformers)"),
    cl::init(0), cl::value_desc("D"), cl::cat(importCategory));

static cl::opt<double> mtpLossWeight(
    "mtp-loss-weight",
    cl::desc("With --mtp-depth: lambda, the loss adds lambda / D times the "
             "depths' losses (default 0.3, DeepSeek-V3's for its first 10T "
             "tokens, then 0.1: technical report §2.2)"),
    cl::init(0.3), cl::value_desc("lambda"), cl::cat(importCategory));

static cl::opt<std::string> meshAxes(
    "mesh",
    cl::desc("Declare the device mesh the step is one device of, as "
             "'shard.grid @mesh' with named axes, e.g. pp=16,dp=128,tp=8 "
             "(axes 'tp' and 'pp' must match --tensor-parallel and "
             "--pipeline-stages); plan it with zero-shard grid=mesh "
             "dp-axis=NAME"),
    cl::value_desc("name=size,..."), cl::cat(importCategory));

static cl::opt<std::string> outputFile("o",
                                       cl::desc("Output file ('-' = stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(importCategory));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "zero-import: error: " << message << "\n";
  return 1;
}

static int fail(llvm::Error error) {
  std::string message = llvm::toString(std::move(error));
  return fail(message);
}

/// One axis of --mesh.
struct MeshAxis {
  std::string name;
  int64_t size;
};

/// Parses --mesh "pp=16,dp=128,tp=8"; the axes' names must be distinct
/// identifiers and their sizes positive, and an axis named tp or pp must
/// match the parallelism the step is built for.
static llvm::Expected<SmallVector<MeshAxis>>
parseMesh(StringRef text, const ModelParallelism &parallelism) {
  auto error = [&](const llvm::Twine &why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--mesh '" + text + "': " + why);
  };
  SmallVector<MeshAxis> axes;
  SmallVector<StringRef> items;
  text.split(items, ',');
  for (StringRef item : items) {
    auto [name, sizeText] = item.split('=');
    name = name.trim();
    int64_t size = 0;
    if (name.empty() || sizeText.trim().getAsInteger(10, size))
      return error("each axis is NAME=SIZE, e.g. pp=16,dp=128,tp=8; got '" +
                   item + "'");
    if (!llvm::all_of(name,
                      [](char c) { return llvm::isAlnum(c) || c == '_'; }))
      return error("axis name '" + name + "' must be letters, digits and '_'");
    if (size < 1)
      return error("axis '" + name + "' has " + llvm::Twine(size) +
                   " devices; every axis needs at least 1");
    if (llvm::any_of(axes, [&](const MeshAxis &a) { return a.name == name; }))
      return error("axis '" + name + "' is given twice");
    axes.push_back({name.str(), size});
  }
  for (auto [name, expected, option] :
       {std::tuple<StringRef, int64_t, StringRef>{
            "tp", parallelism.tensorParallel, "--tensor-parallel"},
        {"pp", parallelism.pipelineStages, "--pipeline-stages"},
        {"ep", parallelism.expertParallel, "--expert-parallel"}})
    for (const MeshAxis &axis : axes)
      if (axis.name == name && axis.size != expected)
        return error("axis '" + name + "' has " + llvm::Twine(axis.size) +
                     " devices but the step is built for " + option + " " +
                     llvm::Twine(expected) + "; make them agree");
  return axes;
}

/// Adds `shard.grid @mesh(shape = ...) {zero.axis_names = [...]}` at the
/// top of `module`.
static void declareMesh(ModuleOp module, ArrayRef<MeshAxis> axes) {
  MLIRContext *context = module.getContext();
  context->loadDialect<shard::ShardDialect>();
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  SmallVector<int64_t> shape;
  SmallVector<Attribute> names;
  for (const MeshAxis &axis : axes) {
    shape.push_back(axis.size);
    names.push_back(builder.getStringAttr(axis.name));
  }
  auto grid = shard::GridOp::create(builder, module.getLoc(), "mesh", shape);
  grid->setAttr(ZeroDialect::kAxisNamesAttrName, builder.getArrayAttr(names));
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
#ifdef SIGXFSZ
  // Past a file size limit (`ulimit -f`) a write then fails with EFBIG, which
  // `writeOutputs` reports and cleans up after, instead of the signal killing
  // the tool with a partial temporary left behind.
  std::signal(SIGXFSZ, SIG_IGN);
#endif
  cl::HideUnrelatedOptions(importCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "zero-import: build the annotated training step zero-opt plans\n\n"
      "  zero-import --hf-config config.json [--batch B --seq S] "
      "[--dtype mixed|f32] [--activations auto|bf16|f32]\n"
      "      [--attention fused|eager] [--attention-window W] "
      "[--cross-entropy fused|eager]\n"
      "      [--grad-dtype auto|bf16|f32] "
      "[--logits-dtype auto|f32|bf16] [--moment-dtype f32|bf16] "
      "[--mtp-depth D [--mtp-loss-weight L]] -o step.mlir\n"
      "  zero-import --synthetic-params P --layers L -o step.mlir\n"
      "  zero-import --hf-config config.json --tensor-parallel T "
      "--pipeline-stages P --pipeline-stage I --mesh pp=P,dp=D,tp=T "
      "-o stage.mlir\n");

  if (std::optional<std::string> repeated = zero::findRepeatedOption())
    return fail(*repeated);
  bool fromConfig = hfConfig.getNumOccurrences() > 0;
  bool synthetic = syntheticParams.getNumOccurrences() > 0;
  if (fromConfig == synthetic)
    return fail("give exactly one of --hf-config FILE and "
                "--synthetic-params P");
  if (fromConfig && numLayers.getNumOccurrences() > 0)
    return fail("--layers applies to --synthetic-params only; the layer "
                "count of an HF model is its 'num_hidden_layers'");
  if (synthetic && crossEntropy.getNumOccurrences() > 0)
    return fail("--cross-entropy applies to --hf-config only; the synthetic "
                "MLP's loss is a mean squared error");
  if (synthetic && attention.getNumOccurrences() > 0)
    return fail("--attention applies to --hf-config only; the synthetic "
                "MLP has no attention");
  if (synthetic && attentionWindow.getNumOccurrences() > 0)
    return fail("--attention-window applies to --hf-config only; the "
                "synthetic MLP has no attention");
  if (synthetic && activations.getNumOccurrences() > 0)
    return fail("--activations applies to --hf-config only; the synthetic "
                "MLP's activations are f32");
  if (synthetic && logitsDtype.getNumOccurrences() > 0)
    return fail("--logits-dtype applies to --hf-config only; the synthetic "
                "MLP has no lm_head");
  for (const cl::opt<int64_t> *option :
       {&tensorParallel, &pipelineStages, &pipelineStage, &expertParallel,
        &expertRank})
    if (synthetic && option->getNumOccurrences() > 0)
      return fail("--" + option->ArgStr +
                  " applies to --hf-config only; the synthetic MLP has no "
                  "heads or stages to split");
  if (synthetic && mtpDepth.getNumOccurrences() > 0)
    return fail("--mtp-depth applies to --hf-config of DeepSeek-V3 only; "
                "the synthetic MLP predicts no tokens");
  if (mtpLossWeight.getNumOccurrences() > 0 && mtpDepth == 0)
    return fail("--mtp-loss-weight weighs the multi-token-prediction loss, "
                "which is off; add --mtp-depth 1 or drop --mtp-loss-weight");
  if (synthetic && sequenceParallel.getNumOccurrences() > 0)
    return fail("--sequence-parallel applies to --hf-config only; the "
                "synthetic MLP has no sequence to split");
  ModelParallelism parallelism{tensorParallel, pipelineStages, pipelineStage,
                               expertParallel, expertRank};
  parallelism.sequenceParallel = sequenceParallel;
  SmallVector<MeshAxis> mesh;
  if (meshAxes.getNumOccurrences() > 0) {
    llvm::Expected<SmallVector<MeshAxis>> parsed =
        parseMesh(meshAxes, parallelism);
    if (!parsed)
      return fail(parsed.takeError());
    mesh = std::move(*parsed);
  }
  // A local expert's replicas lie along the data-parallel axes, those that
  // are not tp, pp or ep: its states are sharded over them only.
  if (expertParallel > 1) {
    if (!llvm::any_of(mesh, [](const MeshAxis &a) { return a.name == "ep"; }))
      return fail("--expert-parallel " + llvm::Twine(expertParallel) +
                  " needs --mesh with an axis 'ep' of " +
                  llvm::Twine(expertParallel) +
                  " devices and the data-parallel axes, e.g. "
                  "--mesh pp=4,edp=2,ep=" +
                  llvm::Twine(expertParallel) +
                  ": the experts' data-parallel group is named by its axes");
    // None is refused where the model is read, after a dense model is
    // (which needs neither).
    for (const MeshAxis &axis : mesh)
      if (axis.name != "tp" && axis.name != "pp" && axis.name != "ep")
        parallelism.expertDataParallelAxes.push_back(axis.name);
  }

  StepOptions options;
  options.batch = batch;
  options.seq = seq;
  options.precision = dtype;
  options.activations = activations;
  options.attention = attention;
  options.crossEntropy = crossEntropy;
  options.grads = gradDtype;
  options.logits = logitsDtype;
  if (momentDtype == "bf16")
    options.optimizer.bf16Moments = true;
  else if (momentDtype != "f32")
    return fail("--moment-dtype must be f32 or bf16, got '" + momentDtype +
                "'");

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  if (fromConfig) {
    llvm::Expected<LlamaConfig> config = readHFConfig(hfConfig, options);
    if (!config)
      return fail(config.takeError());
    if (attentionWindow.getNumOccurrences() > 0) {
      // The config's own window is the model; another is a different model.
      if (config->attentionWindow &&
          *config->attentionWindow != attentionWindow)
        return fail(hfConfig + ": --attention-window " +
                    std::to_string(attentionWindow) +
                    " differs from the config's sliding_window " +
                    std::to_string(*config->attentionWindow) +
                    "; drop the option to plan the model's window, or "
                    "change sliding_window in the config");
      config->attentionWindow = attentionWindow;
    }
    if (llvm::Error error =
            setMultiTokenPrediction(*config, mtpDepth, mtpLossWeight))
      return fail(hfConfig + ": " + llvm::toString(std::move(error)));
    llvm::Expected<LlamaConfig> local =
        applyModelParallelism(*config, parallelism);
    if (!local)
      return fail(hfConfig + ": " + llvm::toString(local.takeError()));
    llvm::Expected<OwningOpRef<ModuleOp>> imported =
        importLlama(context, *local, options);
    if (!imported)
      return fail(hfConfig + ": " + llvm::toString(imported.takeError()));
    module = std::move(*imported);
  } else {
    llvm::Expected<SyntheticModel> model =
        planSyntheticModel(syntheticParams, numLayers, options);
    if (!model)
      return fail(model.takeError());
    llvm::Expected<OwningOpRef<ModuleOp>> imported =
        importSynthetic(context, *model, options);
    if (!imported)
      return fail(imported.takeError());
    module = std::move(*imported);
  }

  if (!mesh.empty())
    declareMesh(*module, mesh);

  if (outputFile != "-")
    if (std::optional<std::string> why =
            checkOutputPath(outputFile, outputFile + "/step.mlir"))
      return fail("cannot write '" + outputFile + "': " + *why);
  auto print = [&](llvm::raw_ostream &os) { module->print(os); };
  if (std::optional<OutputFailure> failure =
          writeOutputs({Output{outputFile, print}})) {
    if (outputFile == "-")
      return fail("cannot write to standard output: " + failure->reason +
                  "; redirect it elsewhere or give -o FILE");
    return fail("cannot write '" + outputFile + "': " + failure->reason +
                "; check that the path is writable and its disk has room");
  }
  return 0;
}
