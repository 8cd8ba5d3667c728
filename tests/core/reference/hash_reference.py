#!/usr/bin/env python3
"""Independent implementation of ae::stableHash (64-bit FNV-1a over the seed's
8 little-endian bytes then the UTF-8 text, finalised with splitmix64) for the
pinned values in tests/core/test_random_embedding.cpp."""
M = (1 << 64) - 1


def stable_hash(text, seed):
    h = 14695981039346656037
    for b in list(seed.to_bytes(8, 'little')) + list(text.encode('utf-8')):
        h ^= b
        h = (h * 1099511628211) & M
    h = (h + 0x9e3779b97f4a7c15) & M
    h = ((h ^ (h >> 30)) * 0xbf58476d1ce4e5b9) & M
    h = ((h ^ (h >> 27)) * 0x94d049bb133111eb) & M
    return h ^ (h >> 31)


for text, seed in [("attention", 0), ("attention", 1), ("", 7), ("我", 0)]:
    print(repr(text), seed, stable_hash(text, seed))
