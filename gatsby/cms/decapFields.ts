import { z } from 'zod';
import { CONSENT_FIELD_HINT, SAMPLE_FIELD_HINT } from '../../src/lib/samples';
import { BLOCK_LABELS, HINTS, labelFor } from './decapLabels';

/**
 * How the CMS's fields follow from the content's zod schemas: through their JSON schema, a required field stays
 * required, a list of choices becomes a select, a date a date picker. Also the fields several collections share.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  [option: string]: unknown;
}

/** One file the CMS edits as a whole (a page, content/tarieven.json). */
export interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

/** A collection of the CMS: a folder of entries, each with `fields`, or a list of single `files`. */
export interface DecapCollection {
  name: string;
  label: string;
  fields?: DecapField[];
  files?: DecapFile[];
  [option: string]: unknown;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Above this many characters a text gets a multi-line box. */
const LONG_TEXT = 160;

export const toJson = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;

const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** The Decap widget for one field of a JSON schema (zod's, so every shape here is one our schemas produce). */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): DecapField | null {
  const base = { name, label: labelFor(name), required, ...(HINTS[name] ? { hint: HINTS[name] } : {}) };
  const variants = schema.oneOf ?? schema.anyOf;
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  // A union of fixed values (e.g. columns: 2, 3 or 4) is a choice too.
  if (variants?.length && variants.every((v) => v.const !== undefined))
    return { ...base, widget: 'select', options: variants.map((v) => v.const) };
  if (name === 'slug' && schema.pattern)
    return { ...base, widget: 'string', pattern: [schema.pattern, 'Enkel kleine letters, cijfers en koppeltekens'] };
  if (hasType(schema, 'boolean')) return { ...base, widget: 'boolean', default: false };
  if (hasType(schema, 'integer') || hasType(schema, 'number'))
    return { ...base, widget: 'number', value_type: hasType(schema, 'integer') ? 'int' : 'float' };
  if (hasType(schema, 'string')) {
    if (schema.pattern === DATE_PATTERN)
      return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD-MM-YYYY', time_format: false };
    return { ...base, widget: (schema.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string' };
  }
  if (hasType(schema, 'array') && schema.items) {
    const limits = {
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
    };
    const item = schema.items;
    const itemVariants = item.oneOf ?? item.anyOf;
    if (itemVariants?.every((v) => v.properties?.type?.const)) {
      return {
        ...base,
        ...limits,
        widget: 'list',
        typeKey: 'type',
        types: itemVariants.map((variant) => {
          const type = String(variant.properties!.type!.const);
          return {
            name: type,
            label: BLOCK_LABELS[type] ?? type,
            widget: 'object',
            fields: fieldsOf(variant, ['type']),
          };
        }),
      };
    }
    if (hasType(item, 'object')) return { ...base, ...limits, widget: 'list', fields: fieldsOf(item) };
    return {
      ...base,
      ...limits,
      widget: 'list',
      field: fieldFor('item', item, true) ?? { name: 'item', label: 'Punt', widget: 'string' },
    };
  }
  // The fields of an optional object (a block's link) are only required once it is filled in: Decap cannot say that,
  // so they are optional in the editor and the build checks them.
  if (hasType(schema, 'object') && schema.properties)
    return { ...base, widget: 'object', fields: fieldsOf(schema, [], required) };
  if (variants?.length) {
    const object = variants.find((v) => hasType(v, 'object'));
    if (object) return fieldFor(name, object, required);
  }
  return null;
}

function fieldsOf(schema: JsonSchema, skip: readonly string[] = [], parentRequired = true): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .flatMap(([name, property]) => fieldFor(name, property, parentRequired && required.has(name)) ?? []);
}

/** The fields of a frontmatter schema, with per-field changes (e.g. an image widget for a path). */
export function frontmatterFields(
  schema: z.ZodType,
  overrides: Record<string, Partial<DecapField>> = {},
): DecapField[] {
  return fieldsOf(toJson(schema)).map((field) => ({ ...field, ...overrides[field.name] }) as DecapField);
}

/** Images inside a text are not offered: the build serves covers and photos, not images in running text. */
export const body: DecapField = {
  name: 'body',
  label: 'Tekst',
  widget: 'markdown',
  required: true,
  editor_components: [],
};
/** Media next to the entry (content/blog/<slug>/cover.jpg), referred to by file name. */
export const mediaBesideEntry = { media_folder: '', public_folder: '' };

/**
 * Whether a testimonial or building is an invented sample, and for a real one the date its subject consented in
 * writing (src/lib/samples.ts): a new entry starts as a sample, so nothing is shown as real by accident.
 */
export const sampleFields: DecapField[] = [
  {
    name: 'voorbeeld',
    label: 'Voorbeeld (verzonnen, niet echt)',
    widget: 'boolean',
    default: true,
    hint: SAMPLE_FIELD_HINT,
  },
  {
    name: 'toestemming',
    label: 'Datum van de schriftelijke toestemming',
    widget: 'datetime',
    required: false,
    format: 'YYYY-MM-DD',
    date_format: 'DD-MM-YYYY',
    time_format: false,
    hint: CONSENT_FIELD_HINT,
  },
];
