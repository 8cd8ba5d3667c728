#!/usr/bin/env python3
"""Writes the tiny model fixtures of tests/fixtures/models/ and their
references, computed by an independent numpy forward pass.

    /usr/bin/python3 scripts/make_tiny_models.py     (Debian: python3-numpy)

Each model is a folder as Hugging Face ships it: config.json and
model.safetensors (written here byte by byte: 8-byte little-endian header
length, the JSON header, the row-major little-endian data). The weights are
random (fixed seed) and stored in the checkpoint's own layout: GPT-2's Conv1D
matrices are in×out (y = x·W + b) with q | k | v side by side in c_attn; BERT's
nn.Linear matrices are out×in (y = x·Wᵀ + b).

The references (reference/*.npy, float64) are the forward pass computed in
float64 from the weights exactly as stored (float32, or float16 or bfloat16
widened; bfloat16 is float32 rounded to nearest-even in its upper 16 bits):

    LN(x)     = γ ⊙ (x − mean(x)) / sqrt(var(x) + ε) + β     per row, biased var
    gelu_new  = 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³)))  (GPT-2)
    gelu      = 0.5·x·(1 + erf(x/√2))                         (BERT)
    head h    : S = Q_h K_hᵀ / sqrt(p), A = softmax over allowed keys
                (GPT-2: j ≤ i, BERT: all), O_h = A V_h
    GPT-2     : x0 = wte[ids] + wpe[:n]; x += attn(LN1(x)); x += mlp(LN2(x));
                logits = LN_f(x) · wteᵀ
    BERT      : x0 = LN_e(word[ids] + pos[:n] + type[types]);
                x = LN1(x + attn(x)); x = LN2(x + mlp(x))
    DistilBERT: BERT without token types, its tensors named as Hugging Face's
                DistilBertForMaskedLM names them (q_lin, k_lin, v_lin, out_lin,
                sa_layer_norm = LN1, ffn.lin1/lin2, output_layer_norm = LN2;
                ε = 1e-12 everywhere):
                x0 = LN_e(word[ids] + pos[:n]);
                x = LN1(x + attn(x)); x = LN2(x + mlp(x))
                The masked-LM head (vocab_transform, vocab_layer_norm,
                vocab_projector) is in the file, as in a download; the app
                does not read it.

Tokenizers (written next to the weights, as Hugging Face ships them):

    GPT-2   vocab.json + merges.txt. Byte-level BPE: the text is split by
            GPT-2's pattern ('s|'t|'re|'ve|'m|'ll|'d| ?L+| ?N+| ?[^sLN]+|
            s+(?!S)|s+, L letters, N numbers, s white space; scanned by hand
            below, alternatives in order, first that matches wins), each
            piece's UTF-8 bytes become printable characters (byte b → itself
            for ! … ~, ¡ … ¬, ® … ÿ, the rest → U+0100 + k in byte order, so a
            space is Ġ), then the pair of adjacent symbols with the lowest
            merge rank is merged until none is in merges.txt. The merges are
            learnt here from a small corpus (most frequent pair, ties by the
            smaller pair). Vocabulary: the 256 byte symbols, one per merge,
            then <|endoftext|>.
    BERT    vocab.txt (one token per line, id = line). BasicTokenizer: drop
            NUL, U+FFFD and control characters, white space → ' ', spaces
            around CJK ideographs, split on white space, lower-case, NFD and
            drop non-spacing marks, split off punctuation (ASCII symbols and
            Unicode P*); then WordPiece, longest match first, continuations
            as ##…, a word with no match is [UNK]; [CLS] … [SEP]. Special tokens
            typed in the text ([SEP], [MASK], …) are split out first and kept.

Each tokenizer's reference: reference/text.txt (UTF-8), and ids.npy is the
tokenizer's output for it; tokens.txt holds the vocabulary strings, one per
line.

tiny-distilbert shares tiny-bert's vocab.txt and text; its types.npy holds
the tokenizer's segments, which a DistilBERT ignores (it has no token types).

Files per model: attentions.npy (layers, heads, n, n), hidden.npy
(layers + 1, n, d: x0 and every block's output), final.npy (n, d: GPT-2
after LN_f, BERT the last block), logits.npy (GPT-2, n × vocab), ids.npy and
types.npy (the inputs, as float64 whole numbers).
"""
import json
import math
import pathlib
import re
import struct
import unicodedata

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent / "tests/fixtures/models"


def bfloat16_bits(array):
    """float32 → bfloat16 bits, rounded to nearest, ties to even."""
    u = np.ascontiguousarray(array, dtype="<f4").view("<u4").astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype("<u2")


def write_safetensors(path, tensors, dtype):
    """tensors: list of (name, float array). dtype 'F32', 'F16' or 'BF16'."""
    header, blobs, offset = {"__metadata__": {"format": "pt"}}, [], 0
    for name, array in tensors:
        if dtype == "BF16":
            data = bfloat16_bits(array).tobytes()
        else:
            data = np.ascontiguousarray(array, dtype={"F32": "<f4", "F16": "<f2"}[dtype]).tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape),
                        "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)  # pad so the data starts 8-aligned
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def stored(array, dtype):
    """What the file holds, widened back to float64."""
    if dtype == "BF16":
        bits = bfloat16_bits(array).astype("<u4") << 16
        return bits.view("<f4").astype(np.float64)
    return array.astype({"F32": np.float32, "F16": np.float16}[dtype]).astype(np.float64)


def layer_norm(x, g, b, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return g * (x - mean) / np.sqrt(var + eps) + b


def gelu_new(x):
    return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))


def gelu(x):
    return 0.5 * x * (1 + np.vectorize(math.erf)(x / math.sqrt(2)))


def attention(x, wq, bq, wk, bk, wv, bv, heads, causal):
    n, d = x.shape
    p = d // heads
    q, k, v = x @ wq + bq, x @ wk + bk, x @ wv + bv  # x·W (W in×out here)
    weights, outputs = [], []
    for h in range(heads):
        cols = slice(h * p, (h + 1) * p)
        s = q[:, cols] @ k[:, cols].T / math.sqrt(p)
        if causal:
            s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
        e = np.exp(s - s.max(axis=1, keepdims=True))
        a = e / e.sum(axis=1, keepdims=True)
        weights.append(a)
        outputs.append(a @ v[:, cols])
    return np.stack(weights), np.concatenate(outputs, axis=1)


# ---------------------------------------------------------------- tokenizers

def bytes_to_unicode():
    """GPT-2's byte → printable character table."""
    bs = list(range(33, 127)) + list(range(161, 173)) + list(range(174, 256))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, (chr(c) for c in cs))), bs


def is_letter(c):
    return unicodedata.category(c).startswith("L")


def is_number(c):
    return unicodedata.category(c).startswith("N")


def is_space(c):
    return c.isspace()


CONTRACTIONS = ("'s", "'t", "'re", "'ve", "'m", "'ll", "'d")


def gpt2_pieces(text):
    """GPT-2's pre-tokenizer pattern, scanned by hand (no regex module)."""
    pieces, i, n = [], 0, len(text)
    is_other = lambda c: not (is_space(c) or is_letter(c) or is_number(c))

    def run(j, test):
        while j < n and test(text[j]):
            j += 1
        return j

    while i < n:
        contraction = next((c for c in CONTRACTIONS if text.startswith(c, i)), None)
        end = i + len(contraction) if contraction else None
        for test in () if contraction else (is_letter, is_number, is_other):
            start = i + 1 if text[i] == " " and i + 1 < n and test(text[i + 1]) else i
            if test(text[start]):
                end = run(start, test)
                break
        if end is None:  # text[i] is white space: \s+(?!\S), else \s+
            end = run(i, is_space)
            if end < n and end - 1 > i:
                end -= 1
        pieces.append(text[i:end])
        i = end
    return pieces


def bpe(symbols, ranks):
    symbols = list(symbols)
    while len(symbols) > 1:
        pairs = [(ranks.get((a, b), math.inf), k) for k, (a, b) in enumerate(zip(symbols, symbols[1:]))]
        best = min(pairs)[0]
        if best == math.inf:
            break
        a, b = next((symbols[k], symbols[k + 1]) for r, k in pairs if r == best)
        merged, k = [], 0
        while k < len(symbols):
            if k + 1 < len(symbols) and symbols[k] == a and symbols[k + 1] == b:
                merged.append(a + b)
                k += 2
            else:
                merged.append(symbols[k])
                k += 1
        symbols = merged
    return symbols


GPT2_CORPUS = ("the cat sat on the mat. the dog sat on the log. "
               "attention is all you need; the cat attends to the mat. "
               "in 2017 the transformer was born, and it's still here.")


def make_gpt2_tokenizer(folder, merge_count=40):
    table, order = bytes_to_unicode()
    words = {}
    for piece in gpt2_pieces(GPT2_CORPUS):
        key = tuple(table[b] for b in piece.encode())
        words[key] = words.get(key, 0) + 1
    merges = []
    for _ in range(merge_count):
        counts = {}
        for word, freq in words.items():
            for pair in zip(word, word[1:]):
                counts[pair] = counts.get(pair, 0) + freq
        if not counts:
            break
        best = min(counts, key=lambda p: (-counts[p], p))
        merges.append(best)
        ranks = {best: 0}
        words = {tuple(bpe(w, ranks)): f for w, f in words.items()}
    vocab = {table[b]: k for k, b in enumerate(order)}
    for a, b in merges:
        vocab.setdefault(a + b, len(vocab))
    vocab["<|endoftext|>"] = len(vocab)
    (folder / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False) + "\n", encoding="utf-8")
    (folder / "merges.txt").write_text(
        "#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in merges), encoding="utf-8")
    return vocab, {pair: r for r, pair in enumerate(merges)}


def gpt2_encode(text, vocab, ranks):
    table, _ = bytes_to_unicode()
    tokens = []
    for piece in gpt2_pieces(text):
        tokens += bpe([table[b] for b in piece.encode()], ranks)
    return [vocab[t] for t in tokens], tokens


BERT_VOCAB = (["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "cat", "sat", "on", "mat",
               "at", "##ten", "##tion", "##s", "is", "all", "you", "need", "cafe", "re", "##sume",
               "un", "##believ", "##able", ".", ",", "!", "'", "我", "爱", "注", "意", "力", "学",
               "习", "a", "b", "c", "##a", "##b", "##c", "1", "2", "##0", "##1", "##7"])

CJK_RANGES = [(0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F),
              (0x2B740, 0x2B81F), (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F)]


BERT_SPECIAL = ("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]")


def bert_encode(text, vocab):
    """[CLS] + each part's word pieces + [SEP]; special tokens typed in the
    text are kept whole (split out before anything else)."""
    tokens = ["[CLS]"]
    for part in re.split("(" + "|".join(map(re.escape, BERT_SPECIAL)) + ")", text):
        tokens += [part] if part in BERT_SPECIAL else bert_word_pieces(part, vocab)
    tokens.append("[SEP]")
    return [vocab[t] for t in tokens], tokens


def bert_word_pieces(text, vocab):
    def control(c):
        return c not in "\t\n\r" and unicodedata.category(c) in ("Cc", "Cf")

    def space(c):
        return c in " \t\n\r" or unicodedata.category(c) == "Zs"

    def punct(c):
        cp = ord(c)
        return (33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126
                or unicodedata.category(c).startswith("P"))

    cleaned = ""
    for c in text:
        if ord(c) in (0, 0xFFFD) or control(c):
            continue
        if space(c):
            cleaned += " "
        elif any(lo <= ord(c) <= hi for lo, hi in CJK_RANGES):
            cleaned += " " + c + " "
        else:
            cleaned += c
    words = []
    for word in cleaned.split():
        word = "".join(c for c in unicodedata.normalize("NFD", word.lower())
                       if unicodedata.category(c) != "Mn")
        current = ""
        for c in word:
            if punct(c):
                if current:
                    words.append(current)
                words.append(c)
                current = ""
            else:
                current += c
        if current:
            words.append(current)
    tokens = []
    for word in words:
        pieces, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = ("##" if start else "") + word[start:end]
                if piece in vocab:
                    break
                end -= 1
            if end == start:
                pieces = ["[UNK]"]
                break
            pieces.append(piece)
            start = end
        tokens += pieces if len(word) <= 100 else ["[UNK]"]
    return tokens


def save_text_reference(folder, text, tokens):
    ref = folder / "reference"
    ref.mkdir(parents=True, exist_ok=True)
    (ref / "text.txt").write_text(text, encoding="utf-8")
    (ref / "tokens.txt").write_text("".join(t + "\n" for t in tokens), encoding="utf-8")


def save_references(folder, ids, types, attentions, hidden, final, logits=None):
    ref = folder / "reference"
    ref.mkdir(parents=True, exist_ok=True)
    np.save(ref / "ids.npy", np.array(ids, dtype=np.float64))
    np.save(ref / "types.npy", np.array(types, dtype=np.float64))
    np.save(ref / "attentions.npy", np.stack(attentions))
    np.save(ref / "hidden.npy", np.stack(hidden))
    np.save(ref / "final.npy", final)
    if logits is not None:
        np.save(ref / "logits.npy", logits)


GPT2_TEXT = "The cat sat on the mat, and it's 2017: attention!\n  我爱注意力."
BERT_TEXT = "The cat sat on the mat. [SEP] Attention is unbelievable, Café résumé! Zebra 我爱注意力学习"


def make_gpt2(name, dtype, seed, with_tokenizer=False):
    rng = np.random.default_rng(seed)
    folder = ROOT / name
    folder.mkdir(parents=True, exist_ok=True)
    vocab, positions, d, layers, heads, inner, eps = 40, 16, 16, 2, 2, 64, 1e-5
    ids = [3, 17, 5, 22, 9, 31, 0, 12, 17, 5]
    if with_tokenizer:
        table, ranks = make_gpt2_tokenizer(folder)
        ids, tokens = gpt2_encode(GPT2_TEXT, table, ranks)
        vocab, positions = len(table), 48
        save_text_reference(folder, GPT2_TEXT, tokens)
    r = lambda *shape, s=0.3: rng.normal(0.0, s, shape)
    tensors = [("wte.weight", r(vocab, d)), ("wpe.weight", r(positions, d, s=0.1))]
    for l in range(layers):
        tensors += [(f"h.{l}.ln_1.weight", 1 + r(d, s=0.1)), (f"h.{l}.ln_1.bias", r(d, s=0.1)),
                    (f"h.{l}.attn.c_attn.weight", r(d, 3 * d)),
                    (f"h.{l}.attn.c_attn.bias", r(3 * d, s=0.1)),
                    (f"h.{l}.attn.c_proj.weight", r(d, d)), (f"h.{l}.attn.c_proj.bias", r(d, s=0.1)),
                    (f"h.{l}.ln_2.weight", 1 + r(d, s=0.1)), (f"h.{l}.ln_2.bias", r(d, s=0.1)),
                    (f"h.{l}.mlp.c_fc.weight", r(d, inner)), (f"h.{l}.mlp.c_fc.bias", r(inner, s=0.1)),
                    (f"h.{l}.mlp.c_proj.weight", r(inner, d, s=0.1)),
                    (f"h.{l}.mlp.c_proj.bias", r(d, s=0.1))]
    tensors += [("ln_f.weight", 1 + r(d, s=0.1)), ("ln_f.bias", r(d, s=0.1))]
    write_safetensors(folder / "model.safetensors", tensors, dtype)
    (folder / "config.json").write_text(json.dumps({
        "model_type": "gpt2", "vocab_size": vocab, "n_positions": positions, "n_embd": d,
        "n_layer": layers, "n_head": heads, "n_inner": None, "layer_norm_epsilon": eps,
        "activation_function": "gelu_new"}, indent=2) + "\n")

    w = {k: stored(v, dtype) for k, v in tensors}
    x = w["wte.weight"][ids] + w["wpe.weight"][: len(ids)]
    hidden, attentions = [x], []
    for l in range(layers):
        g = lambda key: w[f"h.{l}.{key}"]
        y = layer_norm(x, g("ln_1.weight"), g("ln_1.bias"), eps)
        W, b = g("attn.c_attn.weight"), g("attn.c_attn.bias")
        a, o = attention(y, W[:, :d], b[:d], W[:, d:2 * d], b[d:2 * d], W[:, 2 * d:], b[2 * d:],
                         heads, causal=True)
        x = x + o @ g("attn.c_proj.weight") + g("attn.c_proj.bias")
        m = gelu_new(layer_norm(x, g("ln_2.weight"), g("ln_2.bias"), eps) @ g("mlp.c_fc.weight")
                     + g("mlp.c_fc.bias"))
        x = x + m @ g("mlp.c_proj.weight") + g("mlp.c_proj.bias")
        attentions.append(a)
        hidden.append(x)
    final = layer_norm(x, w["ln_f.weight"], w["ln_f.bias"], eps)
    save_references(folder, ids, [0] * len(ids), attentions, hidden, final, final @ w["wte.weight"].T)


# The tensor names of a post-LayerNorm encoder block (BERT and DistilBERT
# compute the same block): layer prefix, q, k, v, output projection, the
# LayerNorm after attention, the MLP's two layers, the LayerNorm after it.
BERT_NAMES = ("bert.encoder.layer.{}.", "attention.self.query", "attention.self.key",
              "attention.self.value", "attention.output.dense", "attention.output.LayerNorm",
              "intermediate.dense", "output.dense", "output.LayerNorm")
DISTILBERT_NAMES = ("distilbert.transformer.layer.{}.", "attention.q_lin", "attention.k_lin",
                    "attention.v_lin", "attention.out_lin", "sa_layer_norm",
                    "ffn.lin1", "ffn.lin2", "output_layer_norm")


def post_ln_encoder(x, w, layers, heads, eps, names):
    """Post-LayerNorm blocks, bidirectional attention:
    x ← LN(x + Attn(x)·W_oᵀ + b_o); x ← LN(x + GELU(x·W_1ᵀ + b_1)·W_2ᵀ + b_2).
    Returns (hidden states: the input and every block's output, attentions)."""
    prefix, q, k, v, out, norm1, mlp_in, mlp_out, norm2 = names
    hidden, attentions = [x], []
    for l in range(layers):
        g = lambda key: w[prefix.format(l) + key]
        lin = lambda y, part: y @ g(part + ".weight").T + g(part + ".bias")
        a, o = attention(x, g(q + ".weight").T, g(q + ".bias"), g(k + ".weight").T, g(k + ".bias"),
                         g(v + ".weight").T, g(v + ".bias"), heads, causal=False)
        x = layer_norm(x + lin(o, out), g(norm1 + ".weight"), g(norm1 + ".bias"), eps)
        x = layer_norm(x + lin(gelu(lin(x, mlp_in)), mlp_out),
                       g(norm2 + ".weight"), g(norm2 + ".bias"), eps)
        attentions.append(a)
        hidden.append(x)
    return hidden, attentions


def start_bert_family_folder(name, seed):
    """A BERT-family fixture's folder with its WordPiece vocabulary and text
    reference; returns the random generator, the folder, the example's ids
    and its segments (0 up to the first [SEP], then 1)."""
    rng = np.random.default_rng(seed)
    folder = ROOT / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("".join(t + "\n" for t in BERT_VOCAB), encoding="utf-8")
    ids, tokens = bert_encode(BERT_TEXT, {t: k for k, t in enumerate(BERT_VOCAB)})
    first_sep = tokens.index("[SEP]")
    segment = [0 if k <= first_sep else 1 for k in range(len(ids))]
    save_text_reference(folder, BERT_TEXT, tokens)
    return rng, folder, ids, segment


def make_bert(name, seed):
    rng, folder, ids, segment = start_bert_family_folder(name, seed)
    vocab, positions, d, layers, heads, inner, types, eps = len(BERT_VOCAB), 32, 16, 2, 2, 32, 2, 1e-12
    r = lambda *shape, s=0.3: rng.normal(0.0, s, shape)
    tensors = [("bert.embeddings.word_embeddings.weight", r(vocab, d)),
               ("bert.embeddings.position_embeddings.weight", r(positions, d, s=0.1)),
               ("bert.embeddings.token_type_embeddings.weight", r(types, d, s=0.1)),
               ("bert.embeddings.LayerNorm.weight", 1 + r(d, s=0.1)),
               ("bert.embeddings.LayerNorm.bias", r(d, s=0.1))]
    for l in range(layers):
        at = f"bert.encoder.layer.{l}."
        for part, out, inp in [("attention.self.query", d, d), ("attention.self.key", d, d),
                               ("attention.self.value", d, d), ("attention.output.dense", d, d),
                               ("intermediate.dense", inner, d), ("output.dense", d, inner)]:
            tensors += [(at + part + ".weight", r(out, inp)), (at + part + ".bias", r(out, s=0.1))]
        for part in ["attention.output.LayerNorm", "output.LayerNorm"]:
            tensors += [(at + part + ".weight", 1 + r(d, s=0.1)), (at + part + ".bias", r(d, s=0.1))]
    write_safetensors(folder / "model.safetensors", tensors, "F32")
    (folder / "config.json").write_text(json.dumps({
        "model_type": "bert", "vocab_size": vocab, "max_position_embeddings": positions,
        "hidden_size": d, "num_hidden_layers": layers, "num_attention_heads": heads,
        "intermediate_size": inner, "type_vocab_size": types, "layer_norm_eps": eps,
        "hidden_act": "gelu"}, indent=2) + "\n")

    w = {k: stored(v, "F32") for k, v in tensors}
    x = (w["bert.embeddings.word_embeddings.weight"][ids]
         + w["bert.embeddings.position_embeddings.weight"][: len(ids)]
         + w["bert.embeddings.token_type_embeddings.weight"][segment])
    x = layer_norm(x, w["bert.embeddings.LayerNorm.weight"], w["bert.embeddings.LayerNorm.bias"], eps)
    hidden, attentions = post_ln_encoder(x, w, layers, heads, eps, BERT_NAMES)
    save_references(folder, ids, segment, attentions, hidden, hidden[-1])


def make_distilbert(name, seed):
    rng, folder, ids, segment = start_bert_family_folder(name, seed)
    vocab, positions, d, layers, heads, inner, eps = len(BERT_VOCAB), 32, 16, 2, 2, 32, 1e-12
    r = lambda *shape, s=0.3: rng.normal(0.0, s, shape)
    tensors = [("distilbert.embeddings.word_embeddings.weight", r(vocab, d)),
               ("distilbert.embeddings.position_embeddings.weight", r(positions, d, s=0.1)),
               ("distilbert.embeddings.LayerNorm.weight", 1 + r(d, s=0.1)),
               ("distilbert.embeddings.LayerNorm.bias", r(d, s=0.1))]
    for l in range(layers):
        at = f"distilbert.transformer.layer.{l}."
        for part, out, inp in [("attention.q_lin", d, d), ("attention.k_lin", d, d),
                               ("attention.v_lin", d, d), ("attention.out_lin", d, d),
                               ("ffn.lin1", inner, d), ("ffn.lin2", d, inner)]:
            tensors += [(at + part + ".weight", r(out, inp)), (at + part + ".bias", r(out, s=0.1))]
        for part in ["sa_layer_norm", "output_layer_norm"]:
            tensors += [(at + part + ".weight", 1 + r(d, s=0.1)), (at + part + ".bias", r(d, s=0.1))]
    tensors += [("vocab_transform.weight", r(d, d)), ("vocab_transform.bias", r(d, s=0.1)),
                ("vocab_layer_norm.weight", 1 + r(d, s=0.1)), ("vocab_layer_norm.bias", r(d, s=0.1)),
                ("vocab_projector.bias", r(vocab, s=0.1))]
    write_safetensors(folder / "model.safetensors", tensors, "F32")
    (folder / "config.json").write_text(json.dumps({
        "activation": "gelu", "architectures": ["DistilBertForMaskedLM"],
        "attention_dropout": 0.1, "dim": d, "dropout": 0.1, "hidden_dim": inner,
        "initializer_range": 0.02, "max_position_embeddings": positions,
        "model_type": "distilbert", "n_heads": heads, "n_layers": layers, "pad_token_id": 0,
        "qa_dropout": 0.1, "seq_classif_dropout": 0.2, "sinusoidal_pos_embds": False,
        "tie_weights_": True, "vocab_size": vocab}, indent=2) + "\n")

    w = {k: stored(v, "F32") for k, v in tensors}
    x = (w["distilbert.embeddings.word_embeddings.weight"][ids]
         + w["distilbert.embeddings.position_embeddings.weight"][: len(ids)])
    x = layer_norm(x, w["distilbert.embeddings.LayerNorm.weight"],
                   w["distilbert.embeddings.LayerNorm.bias"], eps)
    hidden, attentions = post_ln_encoder(x, w, layers, heads, eps, DISTILBERT_NAMES)
    save_references(folder, ids, segment, attentions, hidden, hidden[-1])


if __name__ == "__main__":
    make_gpt2("tiny-gpt2", "F32", seed=2017, with_tokenizer=True)
    make_gpt2("tiny-gpt2-f16", "F16", seed=2018)
    make_gpt2("tiny-gpt2-bf16", "BF16", seed=2020)
    make_bert("tiny-bert", seed=2019)
    make_distilbert("tiny-distilbert", seed=2021)
    print("wrote", ", ".join(sorted(p.name for p in ROOT.iterdir())))
