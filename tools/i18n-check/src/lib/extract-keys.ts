import ts from 'typescript';

export interface SourceLocation {
  file: string;
  line: number;
}

export interface KeyUse extends SourceLocation {
  key: string;
}

export interface Extraction {
  keys: KeyUse[];
  /** Message ids computed at run time (`id={`menu.${entry}`}`): the check cannot see which keys they need. */
  dynamic: SourceLocation[];
  /**
   * Every other string shaped like a key (`KEY_LIKE_PATTERN`), wherever it is written: a key handed on through a
   * helper (`named('type', 'agent.column.type')`) reaches a message position the check cannot follow.
   */
  keyLike: KeyUse[];
}

/** A catalog key: dotted words, `system.maintenance.title`. */
export const MESSAGE_KEY_PATTERN = /^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+$/;

/** Any string that may be a catalog key, dotted as they are; the check keeps those under one of EN's namespaces. */
export const KEY_LIKE_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/;

/** Names of what is not a message: wire codes (`ERROR_CODES`) and storage places (`POPUPS_SEEN_STORAGE`). */
const NOT_MESSAGE_HOLDER_NAME = /(codes?|storage)$/i;

/** react-intl's message positions: the `id` of these calls' descriptors and of these components. */
const MESSAGE_CALLS = new Set(['formatMessage', 'defineMessage', 'defineMessages']);
const MESSAGE_COMPONENTS = new Set(['FormattedMessage']);

/** Names that hold keys for later use: `messageKey`, `labelKey`, `ERROR_MESSAGE_KEYS`. */
const KEY_HOLDER_NAME = /keys?$/i;

/** Steps through wrappers that do not change a value: `(x)`, `x as const`, `x satisfies T`, `x!`. */
function unwrap(node: ts.Expression): ts.Expression {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    return unwrap(node.expression);
  }
  return node;
}

/**
 * The string literals a value can take, through objects, arrays and `a ? b : c`; `null` when
 * part of it is computed at run time.
 */
function literalsOf(node: ts.Expression): ts.StringLiteralLike[] | null {
  const value = unwrap(node);
  if (ts.isStringLiteralLike(value)) return [value];
  if (ts.isConditionalExpression(value)) return mergeLiterals([value.whenTrue, value.whenFalse]);
  if (ts.isArrayLiteralExpression(value)) return mergeLiterals([...value.elements]);
  if (ts.isObjectLiteralExpression(value)) {
    return mergeLiterals(value.properties.filter(ts.isPropertyAssignment).map((property) => property.initializer));
  }
  return null;
}

function mergeLiterals(nodes: ts.Expression[]): ts.StringLiteralLike[] | null {
  const all: ts.StringLiteralLike[] = [];
  for (const node of nodes) {
    const literals = literalsOf(node);
    if (!literals) return null;
    all.push(...literals);
  }
  return all;
}

function nameOf(name: ts.PropertyName | ts.JsxAttributeName | ts.BindingName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = unwrap(call.expression);
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Whether an `id: …` (or `{ id }`) property sits in a descriptor handed to a react-intl call. */
function isInMessageCall(property: ts.PropertyAssignment | ts.ShorthandPropertyAssignment): boolean {
  let argument: ts.Node = property.parent;
  while (
    ts.isPropertyAssignment(argument.parent) ||
    ts.isObjectLiteralExpression(argument.parent) ||
    ts.isAsExpression(argument.parent) ||
    ts.isSatisfiesExpression(argument.parent) ||
    ts.isParenthesizedExpression(argument.parent)
  ) {
    argument = argument.parent;
  }
  const call = argument.parent;
  // Only the first argument is a descriptor; `formatMessage(descriptor, { id: user.id })` passes values.
  if (!ts.isCallExpression(call) || call.arguments[0] !== argument) return false;
  const name = calleeName(call);
  return name !== undefined && MESSAGE_CALLS.has(name);
}

/** The names a string is held by, from the nearest: `ERROR_CODES = { agentOnly: 'agent.only' }` → agentOnly, ERROR_CODES. */
function holderNames(literal: ts.Node): string[] {
  const names: string[] = [];
  for (let node = literal.parent; ; node = node.parent) {
    if (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) {
      const name = nameOf(node.name);
      if (name) names.push(name);
      if (ts.isVariableDeclaration(node)) return names;
    } else if (
      !ts.isObjectLiteralExpression(node) &&
      !ts.isArrayLiteralExpression(node) &&
      !ts.isAsExpression(node) &&
      !ts.isSatisfiesExpression(node) &&
      !ts.isParenthesizedExpression(node)
    ) {
      return names;
    }
  }
}

function isMessageComponentId(attribute: ts.JsxAttribute): boolean {
  const element = attribute.parent.parent;
  const tag = element.tagName.getText();
  return MESSAGE_COMPONENTS.has(tag.slice(tag.lastIndexOf('.') + 1));
}

/**
 * The message keys a source file uses. The rule, so that it finds keys without guessing:
 * 1. any string in a react-intl message position: `<FormattedMessage id="…">`, the `id` of a
 *    descriptor passed to `formatMessage`, `defineMessage` or `defineMessages`;
 * 2. a string shaped like a catalog key (`MESSAGE_KEY_PATTERN`) held by a name ending in
 *    `Key`/`Keys` (any case): a property or JSX attribute (`messageKey: 'error.unknown'`; not
 *    React's `key`) or a constant and the values of objects and arrays in it
 *    (`ERROR_MESSAGE_KEYS = { … }`).
 * Other strings are never taken for keys, so an HTML `id` or a URL cannot trip the check. Strings shaped
 * like keys (`KEY_LIKE_PATTERN`) elsewhere are listed apart, as `keyLike`, except those held by a name
 * for wire codes or storage; the check holds them against EN's namespaces.
 */
export function extractMessageKeys(file: string, source: string): Extraction {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const keys: KeyUse[] = [];
  const dynamic: SourceLocation[] = [];
  const keyLike: KeyUse[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

  const messageId = (value: ts.Expression | undefined, at: ts.Node) => {
    const literals = value ? literalsOf(value) : null;
    if (!literals) dynamic.push({ file, line: lineOf(at) });
    else literals.forEach((literal) => keys.push({ key: literal.text, file, line: lineOf(literal) }));
  };
  const heldKeys = (value: ts.Expression | undefined) => {
    for (const literal of (value && literalsOf(value)) ?? []) {
      if (MESSAGE_KEY_PATTERN.test(literal.text)) keys.push({ key: literal.text, file, line: lineOf(literal) });
    }
  };
  const attributeValue = (attribute: ts.JsxAttribute) => {
    const { initializer } = attribute;
    if (initializer && ts.isJsxExpression(initializer)) return initializer.expression;
    return initializer && ts.isStringLiteral(initializer) ? initializer : undefined;
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) {
      const name = nameOf(node.name);
      if (name === 'id' && isMessageComponentId(node)) messageId(attributeValue(node), node);
      // React's own `key` attribute names list items, not messages.
      else if (name && name !== 'key' && KEY_HOLDER_NAME.test(name)) heldKeys(attributeValue(node));
    } else if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (name === 'id' && isInMessageCall(node)) messageId(node.initializer, node);
      else if (name && KEY_HOLDER_NAME.test(name)) heldKeys(node.initializer);
    } else if (ts.isShorthandPropertyAssignment(node)) {
      // `formatMessage({ id })`: the id is whatever the variable holds at run time.
      if (node.name.text === 'id' && isInMessageCall(node)) dynamic.push({ file, line: lineOf(node) });
    } else if (ts.isVariableDeclaration(node)) {
      const name = nameOf(node.name);
      if (name && KEY_HOLDER_NAME.test(name)) heldKeys(node.initializer);
    } else if (
      ts.isStringLiteralLike(node) &&
      KEY_LIKE_PATTERN.test(node.text) &&
      !holderNames(node).some((name) => NOT_MESSAGE_HOLDER_NAME.test(name))
    ) {
      keyLike.push({ key: node.text, file, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { keys, dynamic, keyLike };
}
