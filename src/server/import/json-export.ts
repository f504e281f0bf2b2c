/**
 * JSON journal exports, parsed with jsonc-parser so every message can name a line:
 *
 * - Day One (`Journal.json`, alone or in Day One's zip): `{ "entries": [{ "text", "creationDate" }] }`.
 *   Photo placeholders (`![](dayone-moment://…)`) are left out of the text.
 * - journiv (`journiv_export_*.zip` or its JSON): either `{ "journals": [{ "entries": [{ "title",
 *   "content" | "content_plain_text", "entry_datetime_utc" | "created_at" | "entry_date" }] }] }`
 *   (export_version 1) or `{ "moments": [{ "logged_at_utc", "entry": { "title",
 *   "content_plain_text", "created_at" } }] }` (later versions). A title becomes the first line.
 *
 * Entries without text (a photo-only Day One entry, a mood-only journiv moment) are skipped.
 */
import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { ImportFormat } from '@contract/import';
import { readDate } from './dates';
import type { ParsedEntry, ReadOutcome } from './entry';
import { ImportFileError, lineAt } from './errors';
import { textOf, type SourceFile } from './files';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const DAY_ONE_MEDIA = /!\[[^\]]*\]\(dayone-moment:[^)]*\)/g;

interface Item {
  value: unknown;
  line: number;
  label: string;
}

function itemsAt(root: Node, source: string, path: (string | number)[], label: string): Item[] | null {
  const node = findNodeAtLocation(root, path);
  if (!node || node.type !== 'array') return null;
  return (node.children ?? []).map((child, index) => ({
    value: getNodeValue(child) as unknown,
    line: lineAt(source, child.offset),
    label: `${label}[${index}]`,
  }));
}

function entryOf(
  file: SourceFile,
  item: Item,
  text: string | null,
  dateValue: unknown,
  dateField: string,
  format: ImportFormat,
  now: number,
): ParsedEntry | null {
  const body = (text ?? '').trim();
  if (body === '') return null;
  if (dateValue === undefined || dateValue === null) {
    throw new ImportFileError(file.path, item.line, `${item.label} has no ${dateField}`);
  }
  const check = readDate(dateValue, now);
  if ('problem' in check) {
    throw new ImportFileError(file.path, item.line, `${item.label}.${dateField}: ${check.problem}`);
  }
  return { text: body, date: check.date, statedDate: check.date, format };
}

function dayOne(file: SourceFile, items: Item[], now: number): ReadOutcome {
  const entries: ParsedEntry[] = [];
  let skipped = 0;
  for (const item of items) {
    if (!isObject(item.value))
      throw new ImportFileError(file.path, item.line, `${item.label} is not an entry object`);
    const text = str(item.value.text)?.replace(DAY_ONE_MEDIA, '') ?? null;
    const entry = entryOf(file, item, text, item.value.creationDate, 'creationDate', 'dayone', now);
    if (entry) entries.push(entry);
    else skipped++;
  }
  return { entries, skipped };
}

function titled(title: unknown, body: unknown): string {
  return [str(title)?.trim(), str(body)?.trim()].filter(Boolean).join('\n\n');
}

function journivEntry(file: SourceFile, item: Item, extraDate: unknown, now: number): ParsedEntry | null {
  if (!isObject(item.value))
    throw new ImportFileError(file.path, item.line, `${item.label} is not an entry object`);
  const entry = item.value;
  const text = titled(entry.title, entry.content ?? entry.content_plain_text);
  const dateField = ['entry_datetime_utc', 'created_at', 'entry_date'].find(
    (field) => entry[field] !== undefined && entry[field] !== null,
  );
  const date = extraDate ?? (dateField ? entry[dateField] : undefined);
  return entryOf(
    file,
    item,
    text,
    date,
    extraDate !== undefined ? 'logged_at_utc' : (dateField ?? 'entry_datetime_utc'),
    'journiv',
    now,
  );
}

function journiv(file: SourceFile, root: Node, source: string, value: Json, now: number): ReadOutcome {
  const entries: ParsedEntry[] = [];
  let skipped = 0;
  const add = (entry: ParsedEntry | null) => (entry ? entries.push(entry) : skipped++);
  const moments = itemsAt(root, source, ['moments'], 'moments');
  if (moments) {
    for (const moment of moments) {
      if (!isObject(moment.value))
        throw new ImportFileError(file.path, moment.line, `${moment.label} is not a moment object`);
      const inner = moment.value.entry;
      if (!isObject(inner)) {
        skipped++;
        continue;
      }
      const logged = moment.value.logged_at_utc ?? undefined;
      add(journivEntry(file, { ...moment, value: inner, label: `${moment.label}.entry` }, logged, now));
    }
    return { entries, skipped };
  }
  const journals = Array.isArray(value.journals) ? value.journals : [];
  journals.forEach((_journal, j) => {
    for (const item of itemsAt(root, source, ['journals', j, 'entries'], `journals[${j}].entries`) ?? []) {
      add(journivEntry(file, item, undefined, now));
    }
  });
  return { entries, skipped };
}

export function readJsonExport(file: SourceFile, now: number): ReadOutcome {
  const source = textOf(file);
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first || !root) {
    const line = first ? lineAt(source, first.offset) : 1;
    const reason = first ? printParseErrorCode(first.error) : 'is empty';
    throw new ImportFileError(file.path, line, `is not valid JSON (${reason})`);
  }
  const value: unknown = getNodeValue(root);
  if (isObject(value) && Array.isArray(value.entries)) {
    return dayOne(file, itemsAt(root, source, ['entries'], 'entries') ?? [], now);
  }
  if (isObject(value) && (Array.isArray(value.journals) || Array.isArray(value.moments))) {
    return journiv(file, root, source, value, now);
  }
  throw new ImportFileError(
    file.path,
    1,
    "is not a Day One or journiv export (expected an 'entries', 'journals' or 'moments' list)",
  );
}
