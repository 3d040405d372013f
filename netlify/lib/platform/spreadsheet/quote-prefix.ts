// Teaches exceljs 4.4 the cell style attribute it lacks: `quotePrefix="1"` on the cell's <xf>,
// which is what Excel itself stores when a value is typed with a leading apostrophe. A cell whose
// style has `quotePrefix: true` stays text after an edit and shows its value without the apostrophe.
// exceljs has no hook for this, so two internal methods are wrapped (checked by
// tests/integration/admin-export.test.ts reading the attribute back from the file).
// The writer is required here too, with the same `require`: the function bundler traces the files
// a createRequire'd `require` names, and keeping them in one module keeps that binding one.
import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';

const require = createRequire(import.meta.url);

interface XmlStream {
  openNode(name: string, attributes?: Record<string, unknown>): void;
  addAttribute(name: string, value: string): void;
}
interface StyleModel {
  quotePrefix?: boolean;
}

// Marked on exceljs's own prototype, not in a variable of this module: `npm start` loads the
// functions anew after a CMS publish (scripts/fresh-modules.ts) while exceljs stays loaded, and a
// second patch would write the attribute twice (an XLSX that Excel refuses).
const installed = Symbol.for('woop.quotePrefix');

function installQuotePrefix(): void {
  const StylesXform = require('exceljs/lib/xlsx/xform/style/styles-xform.js');
  const StyleXform = require('exceljs/lib/xlsx/xform/style/style-xform.js');
  if (StyleXform.prototype[installed]) return;
  StyleXform.prototype[installed] = true;

  // addStyleModel builds the <xf> model from a fixed list of properties: carry quotePrefix over.
  const addStyleModel = StylesXform.prototype.addStyleModel;
  StylesXform.prototype.addStyleModel = function (this: { _addStyle(style: object): number }, model: StyleModel | undefined, cellType: unknown) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, cellType);
    const addStyle = this._addStyle;
    this._addStyle = (style: object) => addStyle.call(this, { ...style, quotePrefix: true });
    try {
      return addStyleModel.call(this, model, cellType);
    } finally {
      this._addStyle = addStyle;
    }
  };

  // render writes a fixed list of attributes: add quotePrefix="1" right after <xf opens.
  const render = StyleXform.prototype.render;
  StyleXform.prototype.render = function (xmlStream: XmlStream, model: StyleModel) {
    if (!model.quotePrefix) return render.call(this, xmlStream, model);
    const openNode = xmlStream.openNode;
    xmlStream.openNode = function (this: XmlStream, name: string, attributes?: Record<string, unknown>) {
      openNode.call(this, name, attributes);
      if (name === 'xf') this.addAttribute('quotePrefix', '1');
    };
    try {
      return render.call(this, xmlStream, model);
    } finally {
      xmlStream.openNode = openNode;
    }
  };
}

/**
 * exceljs's streaming WorkbookWriter alone (its index also loads the workbook model and the reader,
 * with their zip and XML parsers), taught the quote prefix; loaded on the first call.
 */
export function quotePrefixedWorkbookWriter(): typeof ExcelJS.stream.xlsx.WorkbookWriter {
  installQuotePrefix();
  return require('exceljs/lib/stream/xlsx/workbook-writer.js');
}
