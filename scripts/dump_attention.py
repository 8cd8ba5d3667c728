#!/usr/bin/env python3
"""Dump a trained model's attention for Attention Explorer's File > Import Attention.

Documentation, not part of the app (the app never runs Python). It shows how
to write both formats the app reads:

  NAME.npy          float32, shape (layers, heads, queries, keys)
  NAME.tokens.txt   one token per line (found next to the .npy automatically)
  NAME.json         {"format": "attention-explorer/attentions@1",
                     "model": ..., "tokens": [...],
                     "attentions": [layer][batch=1][head][query][key]}

Usage (needs `pip install torch transformers`):

  python3 scripts/dump_attention.py --model bert-base-uncased \\
      --text "The cat sat on the mat." --out bert-cat

Rows of a real model's attention sum to 1 (softmax). Padding is not added for
a single sentence, so there are no all-zero rows; if you dump a padded batch,
pick one sentence and cut it to its own length first.
"""

import argparse
import json

import numpy as np
import torch
from transformers import AutoModel, AutoTokenizer


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="bert-base-uncased", help="Hugging Face model name")
    parser.add_argument("--text", default="The cat sat on the mat.", help="one sentence")
    parser.add_argument("--out", default="attention", help="output name without extension")
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModel.from_pretrained(args.model, output_attentions=True)
    model.eval()

    inputs = tokenizer(args.text, return_tensors="pt")  # batch of one sentence
    with torch.no_grad():
        outputs = model(**inputs)
    tokens = tokenizer.convert_ids_to_tokens(inputs["input_ids"][0])

    # outputs.attentions: one tensor per layer, each (batch=1, heads, q, k).
    stacked = torch.stack(outputs.attentions)[:, 0]  # (layers, heads, q, k)
    np.save(args.out + ".npy", stacked.numpy().astype(np.float32))
    with open(args.out + ".tokens.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(tokens) + "\n")

    # The same numbers as JSON; the batch level is kept, as the model gives it.
    dump = {
        "format": "attention-explorer/attentions@1",
        "model": args.model,
        "tokens": tokens,
        "attentions": [layer.tolist() for layer in outputs.attentions],
    }
    with open(args.out + ".json", "w", encoding="utf-8") as f:
        json.dump(dump, f, ensure_ascii=False)

    layers, heads, q, k = stacked.shape
    print(f"wrote {args.out}.npy ({layers} layers x {heads} heads, {q}x{k}), "
          f"{args.out}.tokens.txt and {args.out}.json")


if __name__ == "__main__":
    main()
