/** Loading a rule set: schema defaults filled generically, variants applied as RFC 6902 patches (§16). */

/** A rule set that cannot be played; the message names the field (a JSON pointer). */
export class RulesError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RulesError';
  }
}

const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

function resolve(node, root) {
  while (node && node.$ref) {
    const ref = node.$ref;
    if (!ref.startsWith('#/')) throw new RulesError(`schema: unsupported $ref ${ref}`);
    node = ref.slice(2).split('/').reduce((o, k) => o[k], root);
  }
  return node;
}

function typeOf(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (Number.isInteger(v)) return 'integer';
  return typeof v;
}

function typeOk(type, v) {
  const t = typeOf(v);
  const types = Array.isArray(type) ? type : [type];
  return types.some((x) => x === t || (x === 'number' && t === 'integer'));
}

/** The branch of a oneOf/anyOf that fits v (by discriminator, then by type). */
function branch(node, v, root) {
  const options = node.oneOf || node.anyOf;
  if (node.discriminator && v && typeof v === 'object') {
    const ref = node.discriminator.mapping[v[node.discriminator.propertyName]];
    if (ref) return resolve({ $ref: ref }, root);
  }
  for (const o of options) {
    const r = resolve(o, root);
    if (r.const !== undefined ? r.const === v : r.type === undefined || typeOk(r.type, v)) return r;
  }
  return null;
}

/** The value an absent property takes: its default, or an empty list/object where the schema allows one. */
function absentValue(prop, root) {
  if ('default' in prop) return clone(prop.default);
  const r = resolve(prop, root);
  if (r.type === 'array') return [];
  if (r.type === 'object' && !(r.required || []).length) return {};
  return undefined;
}

/** Fill defaults into v (in place where possible) and check it against the schema node; returns v. */
function fill(v, node, root, path) {
  node = resolve(node, root);
  if (node.oneOf || node.anyOf) {
    const b = branch(node, v, root);
    if (!b) throw new RulesError(`${path || '/'}: value does not fit the schema`);
    return fill(v, b, root, path);
  }
  if (node.const !== undefined && v !== node.const) throw new RulesError(`${path}: must be ${JSON.stringify(node.const)}`);
  if (node.enum && !node.enum.includes(v)) throw new RulesError(`${path}: ${JSON.stringify(v)} is not one of ${node.enum.join(', ')}`);
  if (node.type && !typeOk(node.type, v)) throw new RulesError(`${path || '/'}: expected ${node.type}`);
  if (Array.isArray(v)) {
    if (node.items) v.forEach((x, i) => (v[i] = fill(x, node.items, root, `${path}/${i}`)));
    return v;
  }
  if (v && typeof v === 'object' && node.properties) {
    for (const k of Object.keys(v)) {
      if (!(k in node.properties) && node.additionalProperties === false)
        throw new RulesError(`${path}/${k}: unknown field`);
    }
    for (const k of node.required || []) if (!(k in v)) throw new RulesError(`${path}/${k}: missing`);
    for (const [k, prop] of Object.entries(node.properties)) {
      if (!(k in v)) {
        const d = absentValue(prop, root);
        if (d === undefined) continue;
        v[k] = d;
      }
      v[k] = fill(v[k], prop, root, `${path}/${k}`);
    }
  } else if (v && typeof v === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object') {
    for (const k of Object.keys(v)) v[k] = fill(v[k], node.additionalProperties, root, `${path}/${k}`);
  }
  return v;
}

const unescape = (s) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** Apply one RFC 6902 operation (add, remove, replace) to doc. */
function applyOp(doc, op, where) {
  const parts = op.path.split('/').slice(1).map(unescape);
  const last = parts.pop();
  let parent = doc;
  for (const p of parts) {
    parent = Array.isArray(parent) ? parent[Number(p)] : parent[p];
    if (parent === undefined || parent === null) throw new RulesError(`${where}: path ${op.path} does not exist`);
  }
  if (Array.isArray(parent)) {
    const i = last === '-' ? parent.length : Number(last);
    if (op.op === 'add') parent.splice(i, 0, clone(op.value));
    else if (i >= parent.length) throw new RulesError(`${where}: path ${op.path} does not exist`);
    else if (op.op === 'remove') parent.splice(i, 1);
    else parent[i] = clone(op.value);
  } else {
    if (op.op !== 'add' && !(last in parent)) throw new RulesError(`${where}: path ${op.path} does not exist`);
    if (op.op === 'remove') delete parent[last];
    else parent[last] = clone(op.value);
  }
}

/**
 * A rule set ready to play: defaults filled from the schema, the named variants' patches applied
 * in order, defaults filled again.
 * @param {object} ruleSet the rule file's JSON
 * @param {object} schema the JSON Schema
 * @param {string[]} variants variant ids
 */
export function loadRules(ruleSet, schema, variants = []) {
  let doc = fill(clone(ruleSet), schema, schema, '');
  for (const id of variants) {
    const vi = doc.variants.findIndex((v) => v.id === id);
    if (vi < 0) throw new RulesError(`/variants: no variant ${id}`);
    doc.variants[vi].patch.forEach((op, i) => applyOp(doc, op, `/variants/${vi}/patch/${i}`));
    doc = fill(doc, schema, schema, '');
  }
  return doc;
}
