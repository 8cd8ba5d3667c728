#!/usr/bin/env python3
"""Independent reference numbers for tests/core/test_multi_head_attention.cpp.

Plain Python (no numpy, double precision), written from the formulas of
Vaswani et al. 2017 / d2l.ai 11.5, not from the engine's code:
  Q = X W_qᵀ, K = X W_kᵀ, V = X W_vᵀ; head i takes columns [i·p, (i+1)·p);
  A_i = softmax(Q_i K_iᵀ / √p) (masked keys excluded); Y = concat(A_i V_i) W_oᵀ.
Run: python3 tests/core/reference/mha_reference.py
"""
import math

X = [[1.0, 0.5, -0.5, 0.0],
     [0.0, 1.0, 0.5, -1.0],
     [0.5, -0.5, 1.0, 0.5]]
W_q = [[0.5, -0.25, 0.0, 0.25], [0.1, 0.2, 0.3, 0.4], [-0.3, 0.0, 0.6, 0.1], [0.2, -0.1, 0.0, 0.5]]
W_k = [[0.3, 0.1, -0.2, 0.0], [0.0, 0.4, 0.1, -0.3], [0.2, 0.2, 0.2, 0.2], [-0.1, 0.5, 0.0, 0.3]]
W_v = [[1.0, 0.0, 0.5, 0.0], [0.0, 1.0, 0.0, 0.5], [0.25, 0.0, 1.0, 0.0], [0.0, -0.5, 0.0, 1.0]]
W_o = [[0.5, 0.0, 0.0, 0.5], [0.0, 0.5, 0.5, 0.0], [0.1, 0.2, 0.3, 0.4], [-0.4, 0.3, -0.2, 0.1]]
HEADS = 2


def linear(x, w):  # y = x·wᵀ
    return [[sum(row[k] * w_row[k] for k in range(len(row))) for w_row in w] for row in x]


def sinusoidal(n, d, base=10000.0):
    p = []
    for i in range(n):
        row = []
        for c in range(d):
            omega = base ** (-2.0 * (c // 2) / d)
            row.append(math.sin(i * omega) if c % 2 == 0 else math.cos(i * omega))
        p.append(row)
    return p


def mha(x, valid_len=None):
    q, k, v = linear(x, W_q), linear(x, W_k), linear(x, W_v)
    n, width = len(q), len(q[0])
    p = width // HEADS
    concat = [[0.0] * width for _ in range(n)]
    weights_all = []
    for h in range(HEADS):
        cols = range(h * p, (h + 1) * p)
        weights = []
        for i in range(n):
            scores = [sum(q[i][c] * k[j][c] for c in cols) / math.sqrt(p) for j in range(len(k))]
            keep = [valid_len is None or j < valid_len for j in range(len(k))]
            mx = max(s for s, kp in zip(scores, keep) if kp)
            e = [math.exp(s - mx) if kp else 0.0 for s, kp in zip(scores, keep)]
            total = sum(e)
            w = [x_ / total for x_ in e]
            weights.append(w)
            for c in cols:
                concat[i][c] = sum(w[j] * v[j][c] for j in range(len(v)))
        weights_all.append(weights)
    return weights_all, linear(concat, W_o)


def show(name, m):
    print(name)
    for row in m:
        print("    {" + ", ".join("%.7ff" % value for value in row) + "},")


for label, x, vl in [("plain", X, None), ("valid_len 2", X, 2),
                     ("sinusoidal", [[a + b for a, b in zip(r, pr)] for r, pr in zip(X, sinusoidal(3, 4))], None)]:
    w, y = mha(x, vl)
    print("==", label)
    show("head 0 weights", w[0])
    show("head 1 weights", w[1])
    show("output", y)
