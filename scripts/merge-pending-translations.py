#!/usr/bin/env python3
"""Folds resources/translations/pending/*.tsv into the Chinese .ts.

Run it after `cmake --build BUILD --target update_translations` (lupdate adds
the new sources as unfinished messages). Each TSV row is
`context<TAB>source<TAB>translation`, with a newline written as `\\n`.
A row whose message lupdate did not produce is reported, not dropped
silently: it usually means the source in the TSV differs from the code.
Rows that were applied are removed from their TSV; empty TSVs are deleted.

    scripts/merge-pending-translations.py [--check]

--check only reports unfinished messages left in the .ts (exit 1 if any).
"""
import pathlib
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
TS = ROOT / "resources/translations/attention-explorer_zh_CN.ts"
PENDING = ROOT / "resources/translations/pending"


def unescape(text):
    return text.replace("\\n", "\n").replace("\\t", "\t")


def read_rows():
    rows = {}
    for tsv in sorted(PENDING.glob("*.tsv")):
        for number, line in enumerate(tsv.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                print(f"{tsv.name}:{number}: expected 3 tab-separated fields, got {len(parts)}")
                continue
            context, source, translation = (unescape(p) for p in parts)
            rows[(context, source)] = (translation, tsv, line)
    return rows


def main():
    check_only = "--check" in sys.argv[1:]
    tree = ET.parse(TS)
    rows = {} if check_only else read_rows()
    applied = set()
    unfinished = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            key = (name, source)
            if key in rows and translation is not None:
                if message.get("numerus") == "yes":
                    forms = translation.findall("numerusform") or [ET.SubElement(translation, "numerusform")]
                    for form in forms:
                        form.text = rows[key][0]
                else:
                    translation.text = rows[key][0]
                translation.attrib.pop("type", None)
                applied.add(key)
            if translation is not None and translation.get("type") == "unfinished":
                unfinished.append(key)

    if not check_only:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                      encoding="utf-8")
        left = {}
        for key, (_, tsv, line) in rows.items():
            if key not in applied:
                left.setdefault(tsv, []).append(line)
                print(f"not in the .ts (source differs from the code?): {key[0]}: {key[1]!r}")
        for tsv in sorted(PENDING.glob("*.tsv")):
            if tsv in left:
                tsv.write_text("\n".join(left[tsv]) + "\n", encoding="utf-8")
            else:
                tsv.unlink()
        print(f"applied {len(applied)} translations")

    for context, source in unfinished:
        print(f"unfinished: {context}: {source!r}")
    print(f"{len(unfinished)} unfinished messages")
    return 1 if unfinished else 0


if __name__ == "__main__":
    sys.exit(main())
