#!/usr/bin/env python3
"""Folds resources/translations/pending/*.tsv into the .ts files.

Run it after `cmake --build BUILD --target update_translations` (lupdate adds
the new sources as unfinished messages). Each TSV row is
`context<TAB>source<TAB>translation`, with a newline written as `\\n`; a
plural message may give one translation per plural form instead (English:
`…<TAB>one<TAB>other`), else the one translation fills every form.
`*.en.tsv` files go to the English plurals (attention-explorer_en.ts, only the
messages with %n), the others to the Chinese .ts.
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
TRANSLATIONS = ROOT / "resources/translations"
PENDING = TRANSLATIONS / "pending"
# The .ts file and the pending files that go into it.
TARGETS = [
    (TRANSLATIONS / "attention-explorer_zh_CN.ts", lambda tsv: not tsv.name.endswith(".en.tsv")),
    (TRANSLATIONS / "attention-explorer_en.ts", lambda tsv: tsv.name.endswith(".en.tsv")),
]


def unescape(text):
    return text.replace("\\n", "\n").replace("\\t", "\t")


def pending_files(belongs):
    return [tsv for tsv in sorted(PENDING.glob("*.tsv")) if belongs(tsv)]


def read_rows(belongs):
    rows = {}
    for tsv in pending_files(belongs):
        for number, line in enumerate(tsv.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            parts = line.split("\t")
            if len(parts) < 3:
                print(f"{tsv.name}:{number}: expected 3 or more tab-separated fields, got {len(parts)}")
                continue
            context, source, *forms = (unescape(p) for p in parts)
            rows[(context, source)] = (forms, tsv, line)
    return rows


def merge(ts, belongs, check_only):
    """Returns the number of unfinished messages left in `ts`."""
    tree = ET.parse(ts)
    rows = {} if check_only else read_rows(belongs)
    applied = set()
    unfinished = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            key = (name, source)
            if key in rows and translation is not None:
                given = rows[key][0]
                if message.get("numerus") == "yes":
                    forms = translation.findall("numerusform") or [ET.SubElement(translation, "numerusform")]
                    if len(given) not in (1, len(forms)):
                        print(f"{rows[key][1].name}: {len(given)} forms for {len(forms)}: {source!r}")
                        continue
                    for index, form in enumerate(forms):
                        form.text = given[index if len(given) > 1 else 0]
                else:
                    translation.text = given[0]
                translation.attrib.pop("type", None)
                applied.add(key)
            if translation is not None and translation.get("type") == "unfinished":
                unfinished.append(key)

    if not check_only:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                      encoding="utf-8")
        left = {}
        for key, (_, tsv, line) in rows.items():
            if key not in applied:
                left.setdefault(tsv, []).append(line)
                print(f"not in the .ts (source differs from the code?): {key[0]}: {key[1]!r}")
        for tsv in pending_files(belongs):
            if tsv in left:
                tsv.write_text("\n".join(left[tsv]) + "\n", encoding="utf-8")
            else:
                tsv.unlink()
        print(f"{ts.name}: applied {len(applied)} translations")

    for context, source in unfinished:
        print(f"{ts.name}: unfinished: {context}: {source!r}")
    print(f"{ts.name}: {len(unfinished)} unfinished messages")
    return len(unfinished)


def main():
    check_only = "--check" in sys.argv[1:]
    unfinished = sum(merge(ts, belongs, check_only) for ts, belongs in TARGETS)
    return 1 if unfinished else 0


if __name__ == "__main__":
    sys.exit(main())
