/**
 * Finds user-visible text written straight into web code instead of going through the message
 * catalogue (decision 0043). Used by literal-text.test.ts; TypeScript's own parser, no regexes.
 */
import ts from 'typescript';

export interface LiteralText {
  line: number;
  text: string;
}

/**
 * Props and object fields that carry text for people: aria-label, alt, title, placeholder,
 * label, description, subtitle, text, term, note, and any name ending in Label, Text, Title,
 * Heading, Message or Description (addLabel, emptyText, nameHeading…).
 */
const TEXT_NAME =
  /^(aria-label|aria-description|aria-valuetext|alt|title|placeholder|label|description|subtitle|subject|text|term|note|message|heading|.*(Label|Text|Title|Heading|Message|Description))$/;

/** Words that stay as they are in every language (the product's name). */
const SAME_IN_EVERY_LANGUAGE = new Set(['Dockwatch']);

const hasLetters = (text: string) => /\p{L}/u.test(text);

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/** The text-bearing string pieces of an expression: literals, template parts, both branches of ?: and ??/||. */
function textPieces(node: ts.Node, out: ts.Node[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push(node);
  } else if (ts.isTemplateExpression(node)) {
    out.push(node.head, ...node.templateSpans.map((span) => span.literal));
  } else if (ts.isConditionalExpression(node)) {
    textPieces(node.whenTrue, out);
    textPieces(node.whenFalse, out);
  } else if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken].includes(
      node.operatorToken.kind,
    )
  ) {
    textPieces(node.left, out);
    textPieces(node.right, out);
  } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    textPieces(node.expression, out);
  }
}

const pieceText = (node: ts.Node): string =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? node.text
    : node.getText();

/** A toast({ title, description }) or similar call reads its text from the object: covered by TEXT_NAME. */
export function findLiteralText(fileName: string, source: string): LiteralText[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!hasLetters(trimmed) || SAME_IN_EVERY_LANGUAGE.has(trimmed)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: trimmed });
  };
  const reportPieces = (expression: ts.Node) => {
    const pieces: ts.Node[] = [];
    textPieces(expression, pieces);
    for (const piece of pieces) report(piece, pieceText(piece));
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      // {'text'} or {busy ? 'Saving…' : 'Save'} as a child of an element.
      reportPieces(node.expression);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxFragment(node.parent)) {
      reportPieces(node.expression);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = propertyName(node.name);
      if (name && TEXT_NAME.test(name)) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
          reportPieces(node.initializer.expression);
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name && TEXT_NAME.test(name)) reportPieces(node.initializer);
    } else if ((ts.isBindingElement(node) || ts.isParameter(node)) && node.initializer) {
      // A text prop's default: ({ cancelLabel = 'Cancel' }) or (title = 'Error').
      const name = ts.isIdentifier(node.name) ? node.name.text : undefined;
      if (name && TEXT_NAME.test(name)) reportPieces(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
