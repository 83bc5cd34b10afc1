"""`extractor run | show | schema`: parses arguments and calls the library."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Optional, Sequence

from extractor import __version__
from extractor.resources import SAMPLE_INPUT

STDOUT = "-"


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    args.argv = ["extractor", *(sys.argv[1:] if argv is None else argv)]
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
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="extract from input files into tables (Parquet, CSV, JSONL)")
    run.add_argument("inputs", nargs="*", help="files (.jsonl .ndjson .json .csv .parquet .txt, optionally .gz), "
                     "folders (their files of those kinds), quoted glob patterns ('data/*.jsonl'), or - for JSONL "
                     "on stdin; default: the bundled sample")
    run.add_argument("--out", default="out", help="output folder, or - to write the tables as JSON lines on stdout, "
                     "each with a \"table\" key (default: %(default)s)")
    run.add_argument("--format", help="output formats, comma-separated: parquet, csv, jsonl (default: parquet,csv)")
    run.add_argument("--tables", help="tables to write, comma-separated, e.g. papers,names (default: all)")
    run.add_argument("--keep-fields", metavar="FIELDS", help="input fields to copy into the papers table with "
                     "their types, comma-separated (venue,year), or 'all' (every field of the first record but "
                     "the id, abstract and title)")
    run.add_argument("--csv-raw", action="store_true", help="write CSV cells as they are; by default a text cell "
                     "starting with = + - @ tab or CR gets a leading ' so spreadsheets do not run it as a formula")
    run.add_argument("--csv-bom", action="store_true", help="start CSV files with a UTF-8 BOM (Excel on Windows)")
    run.add_argument("--workers", type=_positive_int, default=os.cpu_count() or 1,
                     help="processes (default: the number of cores, here %(default)s)")
    run.add_argument("--batch-size", type=_positive_int, default=64,
                     help="abstracts per spaCy batch and work unit (default: %(default)s)")
    run.add_argument("--chunk-size", type=_positive_int, default=500,
                     help="abstracts per resumable chunk (default: %(default)s)")
    run.add_argument("--resume", action="store_true", help="continue an interrupted run in the same --out")
    run.add_argument("--strict", action="store_true", help="exit 1 if any record failed")
    run.add_argument("--record-timeout", type=_non_negative_float, default=60.0, metavar="SECONDS",
                     help="time budget per record: a record whose extraction takes longer becomes an error row "
                     "(default: %(default)s; 0: no budget)")
    run.add_argument("--id-field", help="record field holding the id (default: id or paper_id)")
    run.add_argument("--text-field", help="record field holding the abstract (default: abstract or text)")
    run.add_argument("--engine", choices=("local", "dask"), default="local",
                     help="local: a pool of --workers processes; dask: a Dask cluster, see --scheduler "
                     "(needs the dask extra) (default: %(default)s)")
    run.add_argument("--scheduler", help="Dask scheduler address, e.g. tcp://host:8786 (default: a LocalCluster)")
    run.add_argument("--no-progress", action="store_true", help="no progress bar or progress lines")
    run.add_argument("--log-every", type=_non_negative_float, default=30.0, metavar="SECONDS",
                     help="when stderr is not a terminal (nohup, Slurm, CI), print a progress line (records, "
                     "rate, errors, ETA) this often (default: %(default)s)")
    run.add_argument("-q", "--quiet", action="store_true", help="print nothing on stderr but errors")
    run.add_argument("--report", action="store_true", help="also write OUT/report.html, the run's review page "
                     "(see `extractor report`)")
    run.set_defaults(handler=_run)

    show = commands.add_parser("show", help="print one abstract's extraction as JSON")
    show.add_argument("text", nargs="?", default="-", help="the abstract, or - to read it from stdin")
    show.add_argument("--title", help="the paper's title (it helps find the task, the field and the artifact)")
    show.set_defaults(handler=_show)

    schema = commands.add_parser("schema", help="print or write the JSON Schema of the output tables")
    schema.add_argument("table", nargs="?", help="one table (default: all, as one JSON object by table name)")
    schema.add_argument("--dir", type=Path, help="write one TABLE.schema.json file per table into this folder "
                        "instead of printing (the project's own: --dir schemas)")
    schema.set_defaults(handler=_schema)

    report = commands.add_parser("report", help="write a self-contained HTML page to review a finished run")
    report.add_argument("out_dir", type=Path, help="the run's output folder (its Parquet tables)")
    report.add_argument("--html", type=Path, help="the page to write (default: OUT_DIR/report.html)")
    report.set_defaults(handler=_report)
    return parser


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _non_negative_float(text: str) -> float:
    value = float(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative, got {value}")
    return value


def _run(args: argparse.Namespace) -> int:
    from extractor.batch import RunOptions, run
    from extractor.errors import RunError
    from extractor.io.formats import TABLE_KEY
    from extractor.io.inputs import display_path, expand_inputs, resolve_keep_fields
    from extractor.io.readers import FieldNames, InputError, check_readable

    to_stdout = args.out == STDOUT
    try:
        inputs = expand_inputs(args.inputs) if args.inputs else [display_path(str(SAMPLE_INPUT))]
        for path in inputs:
            check_readable(path)
        output = _output_options(args, to_stdout)
        _check_report_output(args, output, to_stdout)
        names = FieldNames(id_field=args.id_field, text_field=args.text_field)
        keep = resolve_keep_fields(args.keep_fields, inputs, names, reserved=(TABLE_KEY,) if to_stdout else ())
    except (InputError, ValueError) as exc:
        raise _UsageError(str(exc)) from None
    if to_stdout and args.resume:
        raise _UsageError("--resume needs an output folder; --out - keeps nothing to resume from")
    if not args.inputs:
        _note(args, f"no input given: extracting the bundled sample {inputs[0]}; give files to extract your own")
    options = RunOptions(
        inputs=inputs, out_dir=Path(args.out), workers=args.workers, batch_size=args.batch_size,
        chunk_size=args.chunk_size, resume=args.resume,
        fields=FieldNames(id_field=args.id_field, text_field=args.text_field, keep=keep),
        engine=args.engine, scheduler=args.scheduler, progress=not (args.no_progress or args.quiet),
        progress_interval=args.log_every,
        output=output, argv=args.argv, record_seconds=args.record_timeout or None,
    )
    try:
        if to_stdout:  # the chunk files still need a folder: a temporary one, gone with the run
            with tempfile.TemporaryDirectory(prefix="extractor-") as scratch:
                options.out_dir = Path(scratch)
                summary = run(options)
        else:
            _check_writable(options.out_dir)
            summary = run(options)
    except (RunError, InputError) as exc:
        raise _UsageError(str(exc)) from None
    if not args.quiet:
        _print_summary(summary, output, to_stdout)
    if args.report:
        _report(argparse.Namespace(out_dir=options.out_dir, html=None, quiet=args.quiet))
    return 1 if args.strict and summary.errors else 0


def _output_options(args: argparse.Namespace, to_stdout: bool):
    """--format, --tables and the CSV flags as OutputOptions; ValueError for an unknown name."""
    from extractor.io.formats import DEFAULT_FORMATS, FORMATS, OutputOptions, parse_list
    from extractor.records import RUN_TABLES, TABLES

    formats = parse_list(args.format, FORMATS, "format") if args.format else DEFAULT_FORMATS
    if to_stdout and args.format and formats != ("jsonl",):
        raise ValueError("--out - writes JSON lines only; leave out --format or use --format jsonl")
    tables = parse_list(args.tables, (*TABLES, *RUN_TABLES), "table") if args.tables else None
    return OutputOptions(formats=("jsonl",) if to_stdout else formats, tables=tables, csv_safe=not args.csv_raw,
                         csv_bom=args.csv_bom, stdout=to_stdout)


def _check_writable(out_dir: Path) -> None:
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out_dir):
            pass
    except OSError as exc:
        raise _UsageError(f"cannot write to output folder {out_dir}: {exc.strerror}") from None


def _note(args: argparse.Namespace, message: str) -> None:
    if not args.quiet:
        print(f"extractor: {message}", file=sys.stderr)


def _print_summary(summary, output, to_stdout: bool) -> None:
    counts = summary.counts
    now = summary.records_this_run
    lines = [f"extractor: {now:,} records in {summary.seconds:.1f} s ({now / max(summary.seconds, 1e-9):.1f} records/s)"]
    if summary.chunks_resumed:
        lines[0] += (f"; resumed: {summary.records_in - now:,} done by an earlier run "
                     f"({summary.chunks_resumed} chunks), {summary.records_in:,} in all")
    lines.append("  " + "  ".join(f"{name} {n}" for name, n in counts.items()))
    written = [name for name in counts if output.writes(name)]
    if to_stdout:
        lines.append(f"  tables on stdout as JSON lines: {', '.join(written)}")
    else:
        lines.append(f"  tables: {summary.out_dir}/{_braced(written)}.{_braced(output.formats)}  "
                     f"manifest: {summary.out_dir}/manifest.json")
    if summary.errors:
        where = ("the errors lines" if to_stdout else f"{summary.out_dir}/errors.{output.formats[0]}") \
            if output.writes("errors") else "the errors table (add it to --tables)"
        lines.append(f"  {summary.errors} record(s) failed: see {where}")
    print("\n".join(lines), file=sys.stderr)


def _braced(names: Sequence[str]) -> str:
    """Shell brace notation: ['a', 'b'] -> '{a,b}', ['a'] -> 'a'."""
    return names[0] if len(names) == 1 else "{" + ",".join(names) + "}"


def _show(args: argparse.Namespace) -> int:
    from extractor.api import Extractor

    text = _stdin_text() if args.text == "-" else args.text
    if any("\ud800" <= ch <= "\udfff" for ch in text):  # argv bytes that were not UTF-8
        raise _UsageError("the abstract is not valid UTF-8 text")
    try:
        extraction = Extractor().extract(text, paper_id="text", title=args.title)
    except ValueError as exc:
        raise _UsageError(str(exc)) from None
    print(extraction.model_dump_json(indent=2))
    return 0


def _stdin_text() -> str:
    """Standard input as text, in whatever encoding its BOM names (UTF-8 without one); bytes that are not text
    are a one-line error, not a traceback."""
    from extractor.io.decode import UnreadableInput, has_undecodable, stdin_binary, text_stream

    try:
        text = text_stream(stdin_binary()).read()
    except (OSError, EOFError, ValueError, UnreadableInput) as exc:
        raise _UsageError(f"cannot read standard input: {exc}") from None
    if has_undecodable(text):
        raise _UsageError("standard input is not valid UTF-8 text")
    return text


def _schema(args: argparse.Namespace) -> int:
    from extractor.schemas import json_schemas, write_json_schemas

    schemas = json_schemas()
    if args.table is not None and args.table not in schemas:
        raise _UsageError(f"unknown table {args.table!r}; use one of {', '.join(schemas)}")
    names = [args.table] if args.table else list(schemas)
    if args.dir is None:
        chosen = schemas[args.table] if args.table else schemas
        print(json.dumps(chosen, indent=2, ensure_ascii=False))
        return 0
    for path in write_json_schemas(args.dir, names):
        print(path)
    return 0



def _check_report_output(args: argparse.Namespace, output, to_stdout: bool) -> None:
    """--report reads the run's Parquet tables back: refuse, before extracting, a run that will not write them."""
    if not args.report:
        return
    if to_stdout:
        raise ValueError("--report needs an output folder; --out - writes no tables to read back")
    if "parquet" not in output.formats or not output.writes("papers"):
        raise ValueError("--report reads the Parquet tables: keep parquet in --format and papers in --tables")


def _report(args: argparse.Namespace) -> int:
    from extractor.report import RunFolderError, write_report

    try:
        path = write_report(args.out_dir, args.html)
    except RunFolderError as exc:
        raise _UsageError(str(exc)) from None
    except OSError as exc:
        raise _UsageError(f"cannot write the report: {exc}") from None
    if not getattr(args, "quiet", False):
        print(f"extractor: review page written: {path}", file=sys.stderr)
    return 0

if __name__ == "__main__":
    sys.exit(main())
