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
