"""A causal LM that is not a Hugging Face model, for zero-torch's
`package.module:factory` form: an embedding, a list of residual MLP blocks
(the layer units) and an untied head."""
import torch


class Block(torch.nn.Module):
    def __init__(self, width):
        super().__init__()
        self.norm = torch.nn.LayerNorm(width)
        self.up = torch.nn.Linear(width, 2 * width)
        self.down = torch.nn.Linear(2 * width, width)

    def forward(self, x):
        return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))


class TinyLM(torch.nn.Module):
    vocab_size = 64

    def __init__(self, width=32, depth=3):
        super().__init__()
        self.embed = torch.nn.Embedding(self.vocab_size, width)
        self.blocks = torch.nn.ModuleList(Block(width) for _ in range(depth))
        self.head = torch.nn.Linear(width, self.vocab_size, bias=False)

    def forward(self, ids):
        x = self.embed(ids)
        for block in self.blocks:
            x = block(x)
        return self.head(x)


def tiny_lm():
    return TinyLM()


class Attention(torch.nn.Module):
    """Causal self-attention through scaled_dot_product_attention, with
    grouped-query heads (4 query heads over 2 key/value heads) or, with
    `masked`, an explicit boolean mask zero-torch refuses."""

    def __init__(self, width, heads=4, kv_heads=2, masked=False):
        super().__init__()
        self.heads, self.kv_heads, self.masked = heads, kv_heads, masked
        self.dim = width // heads
        self.q = torch.nn.Linear(width, width, bias=False)
        self.kv = torch.nn.Linear(width, 2 * kv_heads * self.dim, bias=False)
        self.out = torch.nn.Linear(width, width, bias=False)

    def forward(self, x):
        b, s, _ = x.shape
        q = self.q(x).view(b, s, self.heads, self.dim).transpose(1, 2)
        k, v = (self.kv(x).view(b, s, 2 * self.kv_heads, self.dim)
                .transpose(1, 2).chunk(2, dim=1))
        if self.masked:
            mask = torch.ones(s, s, dtype=torch.bool, device=x.device).tril()
            y = torch.nn.functional.scaled_dot_product_attention(
                q, k, v, attn_mask=mask, enable_gqa=True)
        else:
            y = torch.nn.functional.scaled_dot_product_attention(
                q, k, v, is_causal=True, enable_gqa=True)
        return x + self.out(y.transpose(1, 2).reshape(b, s, -1))


class AttentionLM(TinyLM):
    def __init__(self, width=32, depth=2, masked=False):
        super().__init__(width, depth)
        self.blocks = torch.nn.ModuleList(
            torch.nn.Sequential(Attention(width, masked=masked), Block(width))
            for _ in range(depth))


def attention_lm():
    return AttentionLM()


def masked_attention_lm():
    return AttentionLM(masked=True)
