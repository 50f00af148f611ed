"""The pure-Python reference forward passes that gradcheck.py holds the
imported steps against: transformers' Llama (and Mixtral, and Mistral's
sliding window), DeepSeek-V2/V3, and the synthetic MLP, written from the
Hugging Face definitions, independently of zero-import. Each returns the
step's loss for given weights and tokens, in Python floats (f64), so that
central differences of it check the step's gradients."""

import math
import struct


def f32(x):
    """`x` rounded to the nearest f32, as the step's f32 constants are."""
    return struct.unpack("f", struct.pack("f", x))[0]


def matvec_t(weight, rows, cols, x):
    """weight is [rows, cols] row-major; returns weight @ x."""
    return [sum(weight[r * cols + c] * x[c] for c in range(cols))
            for r in range(rows)]


def llama_reference(cfg, weights, ids, labels, batch, seq, ft, window=None):
    """transformers' Llama, Mixtral, or with `window` Mistral's sliding
    window: query s attends to keys s - window < t <= s."""
    d = cfg["hidden_size"]
    heads = cfg["num_attention_heads"]
    kv = cfg.get("num_key_value_heads", heads)
    # The families of the one decoder layer (transformers' Llama, Mistral,
    # Mixtral, Qwen2, Qwen3, Qwen3-MoE): Qwen3's head_dim defaults to 128.
    family = cfg.get("model_type", "llama")
    hd = cfg.get("head_dim", 128 if family == "qwen3" else d // heads)
    qkv_bias = family == "qwen2"
    qk_norm = family in ("qwen3", "qwen3_moe")
    f = cfg["intermediate_size"]
    v = cfg["vocab_size"]
    eps = cfg.get("rms_norm_eps", 1e-6)
    eps = f32(eps)  # the step's constant is an f32 literal
    group = heads // kv
    inv = [1.0 / cfg.get("rope_theta", 10000.0) ** (2 * i / hd)
           for i in range(hd // 2)]
    rs = cfg.get("rope_scaling") or {}
    kind = rs.get("rope_type", rs.get("type", "default"))
    if kind == "linear":
        inv = [x / rs["factor"] for x in inv]
    elif kind == "llama3":
        factor, low, high = (rs["factor"], rs.get("low_freq_factor", 1.0),
                             rs.get("high_freq_factor", 4.0))
        old = rs.get("original_max_position_embeddings", 8192)
        new = []
        for x in inv:
            wavelen = 2 * math.pi / x
            if wavelen < old / high:
                new.append(x)
            elif wavelen > old / low:
                new.append(x / factor)
            else:
                smooth = (old / wavelen - low) / (high - low)
                new.append((1 - smooth) * x / factor + smooth * x)
        inv = new
    inv = [f32(x) for x in inv]  # the step stores them as an f32 constant
    tied = cfg.get("tie_word_embeddings", False)
    if family == "qwen3_moe":
        # Qwen3MoeSparseMoeBlock and Qwen3MoeDecoderLayer.
        experts = cfg.get("num_experts", 128)
        width = cfg.get("moe_intermediate_size", 768)
        renormalize = cfg.get("norm_topk_prob", False)
        sparse_step = cfg.get("decoder_sparse_step", 1)
        dense_layers = set(cfg.get("mlp_only_layers") or [])
        router, expert_prefix = "mlp.gate.weight", "mlp.experts."
        gate_up_down = ("gate_proj", "up_proj", "down_proj")
    else:
        # MixtralSparseMoeBlock: every layer, renormalised top k.
        experts = cfg.get("num_local_experts", 0)
        width, renormalize, sparse_step, dense_layers = f, True, 1, set()
        router, expert_prefix = ("block_sparse_moe.gate.weight",
                                 "block_sparse_moe.experts.")
        gate_up_down = ("w1", "w3", "w2")
    w = weights

    def rms(x, gain):
        r = 1.0 / math.sqrt(sum(t * t for t in x) / len(x) + eps)
        return [gain[i] * x[i] * r for i in range(len(x))]

    def linear(name, rows, cols, x):
        y = matvec_t(w[name + ".weight"], rows, cols, x)
        if name + ".bias" in w:
            y = [y[i] + w[name + ".bias"][i] for i in range(rows)]
        return y

    def head_norm(vec, name):
        # Qwen3's q_norm / k_norm: RMSNorm over one head's dimensions.
        return rms(vec, w[name]) if qk_norm else vec

    def rope(vec, s):
        out = []
        for e in range(hd):
            angle = s * inv[e % (hd // 2)]
            rot = -vec[e + hd // 2] if e < hd // 2 else vec[e - hd // 2]
            out.append(vec[e] * math.cos(angle) + rot * math.sin(angle))
        return out

    total = 0.0
    for b in range(batch):
        xs = [list(w["model.embed_tokens.weight"][ids[b][s] * d:
                                                  (ids[b][s] + 1) * d])
              for s in range(seq)]
        for layer in range(cfg["num_hidden_layers"]):
            p = f"model.layers.{layer}."
            qs, ks, vs = [], [], []
            for s in range(seq):
                n = rms(xs[s], w[p + "input_layernorm.weight"])
                a = p + "self_attn."
                q = linear(a + "q_proj", heads * hd, d, n)
                k = linear(a + "k_proj", kv * hd, d, n)
                vv = linear(a + "v_proj", kv * hd, d, n)
                assert qkv_bias == (a + "q_proj.bias" in w)
                qs.append([rope(head_norm(q[h * hd:(h + 1) * hd],
                                          a + "q_norm.weight"), s)
                           for h in range(heads)])
                ks.append([rope(head_norm(k[h * hd:(h + 1) * hd],
                                          a + "k_norm.weight"), s)
                           for h in range(kv)])
                vs.append([vv[h * hd:(h + 1) * hd] for h in range(kv)])
            for s in range(seq):
                context = []
                first = 0 if window is None else max(0, s - window + 1)
                seen = range(first, s + 1)
                for h in range(heads):
                    kh = h // group  # transformers' repeat_kv
                    scores = [sum(qs[s][h][e] * ks[t][kh][e]
                                  for e in range(hd)) / math.sqrt(hd)
                              for t in seen]
                    top = max(scores)
                    exps = [math.exp(z - top) for z in scores]
                    norm = sum(exps)
                    context += [sum(exps[i] / norm * vs[t][kh][e]
                                    for i, t in enumerate(seen))
                                for e in range(hd)]
                out = matvec_t(w[p + "self_attn.o_proj.weight"], d,
                               heads * hd, context)
                xs[s] = [xs[s][i] + out[i] for i in range(d)]
            def swiglu(n, gate, up, down, f=f):
                g = matvec_t(w[gate], f, d, n)
                u = matvec_t(w[up], f, d, n)
                a = [g[i] / (1 + math.exp(-g[i])) * u[i] for i in range(f)]
                return matvec_t(w[down], d, f, a)

            is_moe = (experts and (layer + 1) % sparse_step == 0
                      and layer not in dense_layers)
            for s in range(seq):
                n = rms(xs[s], w[p + "post_attention_layernorm.weight"])
                if is_moe:
                    # Softmax of the router logits, the top k kept and
                    # renormalised (Mixtral; Qwen3-MoE with norm_topk_prob)
                    # or not (divided by the sum over all experts).
                    z = matvec_t(w[p + router], experts, d, n)
                    top = max(z)
                    probs = [math.exp(t - top) for t in z]
                    chosen = sorted(range(experts), key=lambda e: (-z[e], e))
                    chosen = chosen[:cfg["num_experts_per_tok"]]
                    norm = sum(probs[e] for e in (chosen if renormalize
                                                  else range(experts)))
                    out = [0.0] * d
                    for e in chosen:
                        x = f"{p}{expert_prefix}{e}."
                        h = swiglu(n, *(x + name + ".weight"
                                        for name in gate_up_down), f=width)
                        out = [out[i] + probs[e] / norm * h[i]
                               for i in range(d)]
                else:
                    out = swiglu(n, p + "mlp.gate_proj.weight",
                                 p + "mlp.up_proj.weight",
                                 p + "mlp.down_proj.weight")
                xs[s] = [xs[s][i] + out[i] for i in range(d)]
        head = w["model.embed_tokens.weight" if tied else "lm_head.weight"]
        for s in range(seq):
            n = rms(xs[s], w["model.norm.weight"])
            logits = matvec_t(head, v, d, n)
            top = max(logits)
            lse = top + math.log(sum(math.exp(z - top) for z in logits))
            total += lse - logits[labels[b][s]]
    return total / (batch * seq)


def deepseek_reference(cfg, weights, biases, ids, labels, batch, seq,
                       mtp_depth=0, mtp_weight=0.3):
    """transformers' DeepseekV3ForCausalLM: latent attention with YaRN,
    DeepSeekMoE with sigmoid scores and group-limited top-k. `biases` are
    the routing correction biases of the MoE layers, in layer order (the
    multi-token-prediction layers' last). With `mtp_depth` D, the loss adds
    mtp_weight / D times each depth's. For model_type "deepseek_v2",
    DeepseekV2ForCausalLM: softmax scores over all experts, no bias (`biases`
    empty), "greedy" or "group_limited_greedy" (a group's score is its
    best), the weights never renormalized, RoPE on interleaved pairs."""
    v2 = cfg.get("model_type") == "deepseek_v2"
    w = weights
    d = cfg["hidden_size"]
    heads = cfg["num_attention_heads"]
    q_rank = cfg.get("q_lora_rank")
    kv_rank = cfg["kv_lora_rank"]
    nope, rd, vd = (cfg["qk_nope_head_dim"], cfg["qk_rope_head_dim"],
                    cfg["v_head_dim"])
    qk = nope + rd
    v = cfg["vocab_size"]
    eps = f32(cfg.get("rms_norm_eps", 1e-6))
    theta = cfg.get("rope_theta", 10000.0)
    inv = [1.0 / theta ** (2 * i / rd) for i in range(rd // 2)]
    scale = qk ** -0.5
    attention_factor = 1.0
    rs = cfg.get("rope_scaling") or {}
    if rs.get("rope_type", rs.get("type")) == "yarn":
        # transformers' _compute_yarn_parameters and DeepseekV3Attention.
        factor = rs["factor"]
        old = rs.get("original_max_position_embeddings",
                     cfg["max_position_embeddings"])

        def mscale(m):
            return 1.0 if factor <= 1 else 0.1 * m * math.log(factor) + 1.0
        m, m_all = rs.get("mscale"), rs.get("mscale_all_dim")
        attention_factor = (mscale(m) / mscale(m_all) if m and m_all
                            else mscale(1.0))
        if m_all:
            scale *= mscale(m_all) ** 2

        def correction(rotations):
            return (rd * math.log(old / (rotations * 2 * math.pi))
                    / (2 * math.log(theta)))
        low = max(math.floor(correction(rs.get("beta_fast", 32))), 0)
        high = min(math.ceil(correction(rs.get("beta_slow", 1))), rd - 1)
        if low == high:
            high += 0.001
        ramp = [min(max((i - low) / (high - low), 0.0), 1.0)
                for i in range(rd // 2)]
        inv = [x / factor * r + x * (1 - r) for x, r in zip(inv, ramp)]
    inv = [f32(x) for x in inv]
    interleave = cfg.get("rope_interleave", True)
    experts = cfg["n_routed_experts"]
    groups, kept, top_k = (cfg.get("n_group", 1), cfg.get("topk_group", 1),
                           cfg["num_experts_per_tok"])
    if v2 and cfg.get("topk_method", "greedy") == "greedy":
        groups = kept = 1
    # A group's score: the sum of its 2 best (V3) or its best (V2).
    group_best = 1 if v2 else 2
    group_size = experts // groups

    def rms(x, gain):
        r = 1.0 / math.sqrt(sum(t * t for t in x) / len(x) + eps)
        return [gain[i] * x[i] * r for i in range(len(x))]

    def rope(vec, s):
        # apply_rotary_pos_emb_interleave: (x0, x1, x2, ...) is laid out as
        # (x0, x2, ..., x1, x3, ...), then rotate_half as Llama.
        if interleave:
            vec = vec[0::2] + vec[1::2]
        half = rd // 2
        out = []
        for e in range(rd):
            angle = s * inv[e % half]
            rot = -vec[e + half] if e < half else vec[e - half]
            out.append(vec[e] * math.cos(angle) * attention_factor
                       + rot * math.sin(angle) * attention_factor)
        return out

    def swiglu(n, prefix, width):
        g = matvec_t(w[prefix + "gate_proj.weight"], width, d, n)
        u = matvec_t(w[prefix + "up_proj.weight"], width, d, n)
        a = [g[i] / (1 + math.exp(-g[i])) * u[i] for i in range(width)]
        return matvec_t(w[prefix + "down_proj.weight"], d, width, a)

    def decoder_layer(xs, layer, bias):
        """Layer `layer` on the hidden states `xs` (one per position, in
        place); `bias` is its routing correction bias (MoE layers)."""
        p = f"model.layers.{layer}."
        a = p + "self_attn."
        qs, ks, vs = [], [], []
        for s in range(len(xs)):
            n = rms(xs[s], w[p + "input_layernorm.weight"])
            if q_rank:
                c = rms(matvec_t(w[a + "q_a_proj.weight"], q_rank, d, n),
                        w[a + "q_a_layernorm.weight"])
                q = matvec_t(w[a + "q_b_proj.weight"], heads * qk, q_rank,
                             c)
            else:
                q = matvec_t(w[a + "q_proj.weight"], heads * qk, d, n)
            ckv = matvec_t(w[a + "kv_a_proj_with_mqa.weight"],
                           kv_rank + rd, d, n)
            latent = rms(ckv[:kv_rank], w[a + "kv_a_layernorm.weight"])
            k_pe = rope(ckv[kv_rank:], s)
            kv = matvec_t(w[a + "kv_b_proj.weight"], heads * (nope + vd),
                          kv_rank, latent)
            qh, kh, vh = [], [], []
            for h in range(heads):
                one = q[h * qk:(h + 1) * qk]
                qh.append(one[:nope] + rope(one[nope:], s))
                base = h * (nope + vd)
                kh.append(kv[base:base + nope] + k_pe)
                vh.append(kv[base + nope:base + nope + vd])
            qs.append(qh)
            ks.append(kh)
            vs.append(vh)
        for s in range(len(xs)):
            context = []
            for h in range(heads):
                scores = [sum(qs[s][h][e] * ks[t][h][e]
                              for e in range(qk)) * scale
                          for t in range(s + 1)]
                top = max(scores)
                exps = [math.exp(z - top) for z in scores]
                norm = sum(exps)
                context += [sum(exps[t] / norm * vs[t][h][e]
                                for t in range(s + 1)) for e in range(vd)]
            out = matvec_t(w[a + "o_proj.weight"], d, heads * vd, context)
            xs[s] = [xs[s][i] + out[i] for i in range(d)]
        is_moe = layer >= cfg.get("first_k_dense_replace", 0)
        for s in range(len(xs)):
            n = rms(xs[s], w[p + "post_attention_layernorm.weight"])
            if not is_moe:
                out = swiglu(n, p + "mlp.", cfg["intermediate_size"])
                xs[s] = [xs[s][i] + out[i] for i in range(d)]
                continue
            # DeepseekV3TopkRouter (DeepseekV2TopkRouter).
            z = matvec_t(w[p + "mlp.gate.weight"], experts, d, n)
            if v2:
                top = max(z)
                exps = [math.exp(t - top) for t in z]
                scores = [t / sum(exps) for t in exps]
                choice = scores
            else:
                scores = [1 / (1 + math.exp(-t)) for t in z]
                choice = [scores[e] + bias[e] for e in range(experts)]
            group_scores = [sum(sorted(choice[g * group_size:
                                              (g + 1) * group_size],
                                       reverse=True)[:group_best])
                            for g in range(groups)]
            best = sorted(range(groups),
                          key=lambda g: (-group_scores[g], g))[:kept]
            masked = [choice[e] if e // group_size in best else 0.0
                      for e in range(experts)]
            chosen = sorted(range(experts),
                            key=lambda e: (-masked[e], e))[:top_k]
            weight = {e: scores[e] for e in chosen}
            if cfg.get("norm_topk_prob", not v2):
                norm = sum(weight.values()) + 1e-20
                weight = {e: x / norm for e, x in weight.items()}
            rsf = cfg.get("routed_scaling_factor", 1.0)
            out = swiglu(n, p + "mlp.shared_experts.",
                         cfg["moe_intermediate_size"]
                         * cfg.get("n_shared_experts", 0)) \
                if cfg.get("n_shared_experts") else [0.0] * d
            for e in chosen:
                h = swiglu(n, f"{p}mlp.experts.{e}.",
                           cfg["moe_intermediate_size"])
                out = [out[i] + weight[e] * rsf * h[i] for i in range(d)]
            xs[s] = [xs[s][i] + out[i] for i in range(d)]

    def logits_of(n):
        head = w["model.embed_tokens.weight"
                 if cfg.get("tie_word_embeddings") else "lm_head.weight"]
        return matvec_t(head, v, d, n)

    def token_loss(logits, target):
        top = max(logits)
        return top + math.log(sum(math.exp(z - top) for z in logits)) \
            - logits[target]

    def embed(token):
        return list(w["model.embed_tokens.weight"][token * d:(token + 1) * d])

    layers = cfg["num_hidden_layers"]
    first_moe = cfg.get("first_k_dense_replace", 0)
    total = 0.0
    for b in range(batch):
        xs = [embed(ids[b][s]) for s in range(seq)]
        for layer in range(layers):
            decoder_layer(xs, layer, biases[layer - first_moe]
                          if layer >= first_moe and not v2 else None)
        hidden = [rms(x, w["model.norm.weight"]) for x in xs]
        for s in range(seq):
            total += token_loss(logits_of(hidden[s]), labels[b][s])
        # Multi-token prediction (DeepSeek-V3 report, §2.2): depth k runs
        # on the s - k positions that have the token k + 1 ahead, as a
        # sequence of its own (the step computes all s and drops the last k
        # from the loss; causal attention makes them the same).
        for k in range(1, mtp_depth + 1):
            layer = layers + k - 1
            p = f"model.layers.{layer}."
            length = seq - k
            xs = []
            for s in range(length):
                joined = (rms(embed(ids[b][s + k]), w[p + "enorm.weight"])
                          + rms(hidden[s], w[p + "hnorm.weight"]))
                xs.append(matvec_t(w[p + "eh_proj.weight"], d, 2 * d, joined))
            decoder_layer(xs, layer, biases[layer - first_moe]
                          if layer >= first_moe and not v2 else None)
            for s in range(length):
                n = rms(xs[s], w[p + "shared_head.norm.weight"])
                total += (mtp_weight / mtp_depth
                          * token_loss(logits_of(n), labels[b][s + k]))
            hidden = xs
    return total / (batch * seq)


def mlp_reference(args, weights, data):
    layers = sorted({int(a.name.split(".")[1]) for a in args
                     if a.role == "weight"})
    inputs, targets = data
    rows = inputs[0]
    total, count = 0.0, 0
    for r in range(rows):
        x = inputs[1][r]
        for i in layers:
            wt = next(a for a in args if a.name == f"layers.{i}.weight"
                      and a.role == "weight")
            out, inp = wt.shape
            y = matvec_t(weights[wt.name], out, inp, x)
            if i == layers[-1]:
                bias = weights[f"layers.{i}.bias"]
                x = [y[j] + bias[j] for j in range(out)]
            else:
                x = [math.tanh(t) for t in y]
        total += sum(0.5 * (x[j] - targets[r][j]) ** 2 for j in range(len(x)))
        count += len(x)
    return total / count
