"""`extractor run | show | schema`: parses arguments and calls the library."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Optional, Sequence

from extractor.resources import SAMPLE_INPUT

SCHEMA_DIR = Path("schemas")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except _UsageError as exc:
        print(f"extractor: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("extractor: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into `head` and the like: not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


class _UsageError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="extractor", description="Turn paper abstracts into knowledge tables.")
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="extract from input files into Parquet and CSV tables")
    run.add_argument("inputs", nargs="*", help="files (.jsonl .ndjson .json .csv .parquet .txt) or - for JSONL on stdin; default: the bundled sample")
    run.add_argument("--out", default="out", help="output folder (default: out)")
    run.add_argument("--workers", type=_positive_int, default=os.cpu_count() or 1, help="processes (default: the number of cores)")
    run.add_argument("--batch-size", type=_positive_int, default=64, help="abstracts per spaCy batch")
    run.add_argument("--chunk-size", type=_positive_int, default=500, help="abstracts per resumable chunk")
    run.add_argument("--resume", action="store_true", help="continue an interrupted run in the same --out")
    run.add_argument("--strict", action="store_true", help="exit 1 if any record failed")
    run.add_argument("--id-field", help="record field holding the id (default: id or paper_id)")
    run.add_argument("--text-field", help="record field holding the abstract (default: abstract or text)")
    run.add_argument("--engine", choices=("local", "dask"), default="local")
    run.add_argument("--scheduler", help="Dask scheduler address, e.g. tcp://host:8786 (default: a LocalCluster)")
    run.add_argument("--no-progress", action="store_true", help="no progress bar")
    run.set_defaults(handler=_run)

    show = commands.add_parser("show", help="print one abstract's extraction as JSON")
    show.add_argument("text", nargs="?", default="-", help="the abstract, or - to read it from stdin")
    show.add_argument("--title")
    show.set_defaults(handler=_show)

    schema = commands.add_parser("schema", help="write one JSON Schema per output table")
    schema.add_argument("--dir", type=Path, default=SCHEMA_DIR)
    schema.set_defaults(handler=_schema)
    return parser


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _run(args: argparse.Namespace) -> int:
    from extractor.batch import RunOptions, run
    from extractor.errors import RunError
    from extractor.io.readers import FieldNames, InputError, check_readable

    inputs = args.inputs or [str(SAMPLE_INPUT)]
    try:
        for path in inputs:
            check_readable(path)
    except InputError as exc:
        raise _UsageError(str(exc)) from None
    out_dir = Path(args.out)
    _check_writable(out_dir)
    options = RunOptions(
        inputs=inputs, out_dir=out_dir, workers=args.workers, batch_size=args.batch_size,
        chunk_size=args.chunk_size, resume=args.resume,
        fields=FieldNames(id_field=args.id_field, text_field=args.text_field),
        engine=args.engine, scheduler=args.scheduler, progress=not args.no_progress,
    )
    try:
        summary = run(options)
    except (RunError, InputError) as exc:
        raise _UsageError(str(exc)) from None
    _print_summary(summary)
    return 1 if args.strict and summary.errors else 0


def _check_writable(out_dir: Path) -> None:
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out_dir):
            pass
    except OSError as exc:
        raise _UsageError(f"cannot write to output folder {out_dir}: {exc.strerror}") from None


def _print_summary(summary) -> None:
    counts = summary.counts
    lines = [
        f"extractor: {summary.records_in} records in {summary.seconds:.1f} s "
        f"({summary.records_in / max(summary.seconds, 1e-9):.1f} records/s)",
        "  " + "  ".join(f"{name} {n}" for name, n in counts.items()),
        f"  tables: {summary.out_dir}/{{{','.join(counts)}}}.{{parquet,csv}}  manifest: {summary.out_dir}/manifest.json",
    ]
    if summary.errors:
        lines.append(f"  {summary.errors} record(s) failed: see {summary.out_dir}/errors.csv")
    print("\n".join(lines), file=sys.stderr)


def _show(args: argparse.Namespace) -> int:
    from extractor.api import Extractor

    text = sys.stdin.read() if args.text == "-" else args.text
    try:
        extraction = Extractor().extract(text, paper_id="text", title=args.title)
    except ValueError as exc:
        raise _UsageError(str(exc)) from None
    print(extraction.model_dump_json(indent=2))
    return 0


def _schema(args: argparse.Namespace) -> int:
    from extractor.schemas import write_json_schemas

    for path in write_json_schemas(args.dir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
