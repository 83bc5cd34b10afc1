"""Input bytes -> text, whatever the file's name says: compression recognised by its magic bytes (gzip, bz2, xz),
the encoding by its byte-order mark (UTF-8, UTF-16 and UTF-32 in either byte order; UTF-8 without one), and every
kind of line end (\\n, \\r\\n, a lone \\r) read as one.

Bytes that do not decode become lone surrogates (U+DC80..U+DCFF) instead of aborting the file, so the reader can
report that one record as not valid text; `has_undecodable` finds them and `printable` makes any text safe to
write (a lone surrogate cannot be encoded as UTF-8, and one in an error row's excerpt used to end the run).
"""

from __future__ import annotations

import bz2
import codecs
import gzip
import io
import lzma
import re
import sys
from pathlib import Path
from typing import IO, BinaryIO, Optional

# How each compression's stream begins. bz2's magic is text ("BZh"): its block size digit and the first block's (or
# the end-of-stream) marker must follow, or a text line "BZh..." would be read as a broken archive.
COMPRESSIONS = ((re.compile(rb"\x1f\x8b"), gzip.open), (re.compile(rb"BZh[1-9](?:1AY&SY|\x17rE8P\x90)"), bz2.open),
                (re.compile(rb"\xfd7zXZ\x00"), lzma.open))
HEAD_BYTES = 10
COMPRESSION_SUFFIXES = (".gz", ".bz2", ".xz")
UNSUPPORTED_MAGIC = {b"\x28\xb5\x2f\xfd": "zstd-compressed", b"PK\x03\x04": "a zip archive",
                     b"7z\xbc\xaf\x27\x1c": "a 7z archive"}
# Longest first: the UTF-32 LE mark begins with the UTF-16 LE one.
BOMS = ((codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
UNDECODABLE = "extractor-undecodable"


def _mark_undecodable(error: UnicodeDecodeError) -> tuple[str, int]:
    # surrogateescape, for every codec: UTF-16 and UTF-32 refuse surrogateescape on lone surrogates in the data.
    return "\udcff" * max(error.end - error.start, 1), error.end


codecs.register_error(UNDECODABLE, _mark_undecodable)


class UnreadableInput(Exception):
    """The file as a whole cannot be read as text (an archive, an unsupported compression)."""


def format_suffix(path: str) -> str:
    """The suffix that names the format: 'a.jsonl.gz' -> '.jsonl' (a compression suffix is not a format)."""
    suffixes = [s.lower() for s in Path(path).suffixes]
    if suffixes and suffixes[-1] in COMPRESSION_SUFFIXES:
        suffixes.pop()
    return suffixes[-1] if suffixes else ""


def refuse_unsupported(head: bytes, name: str) -> None:
    """UnreadableInput when the first bytes show an archive or a compression this tool cannot open."""
    for magic, what in UNSUPPORTED_MAGIC.items():
        if head.startswith(magic):
            raise UnreadableInput(f"{name} is {what}; decompress or extract it first")


def _opener(head: bytes):
    """The decompressing opener the first bytes call for, or None for plain bytes."""
    return next((opener for start, opener in COMPRESSIONS if start.match(head)), None)


def open_binary(path: str) -> BinaryIO:
    """The file's bytes, decompressed when its first bytes say it is compressed (whatever its name)."""
    with open(path, "rb") as probe:
        head = probe.read(HEAD_BYTES)
    opener = _opener(head)
    if opener is not None:
        return opener(path, "rb")
    refuse_unsupported(head, path)
    return open(path, "rb")


def stdin_binary() -> BinaryIO:
    stream = sys.stdin.buffer
    head = stream.peek(HEAD_BYTES)[:HEAD_BYTES] if hasattr(stream, "peek") else b""
    opener = _opener(head)
    if opener is not None:
        return opener(stream, "rb")
    refuse_unsupported(head, "standard input")
    return stream


def sniff_encoding(head: bytes) -> tuple[str, int]:
    """(encoding, BOM length) from a text's first bytes. Without a BOM, ASCII characters each followed (or
    preceded) by a zero byte are UTF-16; anything else is taken as UTF-8."""
    for bom, encoding in BOMS:
        if head.startswith(bom):
            return encoding, len(bom)
    if len(head) >= 4 and head[0] and not head[1] and head[2] and not head[3]:
        return "utf-16-le", 0
    if len(head) >= 4 and not head[0] and head[1] and not head[2] and head[3]:
        return "utf-16-be", 0
    return "utf-8", 0


def text_stream(binary: BinaryIO, newline: Optional[str] = None) -> IO[str]:
    """`binary` as text, its BOM skipped. newline=None reads every line end as \\n; csv wants newline=''."""
    buffered = binary if hasattr(binary, "peek") else io.BufferedReader(binary)  # type: ignore[arg-type]
    encoding, bom = sniff_encoding(buffered.peek(4)[:4])
    if bom:
        buffered.read(bom)
    return io.TextIOWrapper(buffered, encoding=encoding, errors=UNDECODABLE, newline=newline)


def open_text(path: str, newline: Optional[str] = None) -> IO[str]:
    return text_stream(open_binary(path), newline)


def has_undecodable(text: str) -> bool:
    """Bytes that did not decode (marked as U+DC80..U+DCFF by the readers' error handler)."""
    return any("\udc80" <= ch <= "\udcff" for ch in text) if not text.isascii() else False


def has_lone_surrogate(text: str) -> bool:
    """A JSON escape such as \\ud800 that pairs with nothing: not a character, and not writable as UTF-8."""
    return not text.isascii() and any("\ud800" <= ch <= "\udfff" for ch in text)


def replace_surrogates(text: str) -> str:
    """Each lone surrogate -> U+FFFD, one character for one, so offsets into the text still hold."""
    if not has_lone_surrogate(text):
        return text
    return "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in text)


def printable(text: str) -> str:
    """Text that can always be written: a lone surrogate is shown as its escape ('\\udcff')."""
    return text if not has_lone_surrogate(text) else text.encode("utf-8", "backslashreplace").decode("utf-8")
