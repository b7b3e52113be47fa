/**
 * The part of pdfmake's document definition the API uses, typed here: pdfmake ships no types,
 * and the DefinitelyTyped ones pull the DOM library into the whole server. A string, or the
 * `text` of a node, is always drawn as text. Build a fresh definition per document and use each
 * node once: the engine writes its layout into the nodes it draws.
 */
export type Margins = number | [number, number] | [number, number, number, number];

export type TextStyle = {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  alignment?: 'left' | 'center' | 'right' | 'justify';
  lineHeight?: number;
  characterSpacing?: number;
  margin?: Margins;
  style?: string | string[];
  /** A table cell's background. */
  fillColor?: string;
  /** Marks a heading for the definition's `pageBreakBefore`. */
  headlineLevel?: number;
};

export type CanvasLine = {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
  lineColor?: string;
  dash?: { length: number; space?: number };
};

export type TableLayout = {
  hLineWidth?: (row: number, node: unknown) => number;
  vLineWidth?: (column: number, node: unknown) => number;
  hLineColor?: (row: number, node: unknown) => string;
  paddingLeft?: (column: number, node: unknown) => number;
  paddingRight?: (column: number, node: unknown) => number;
  paddingTop?: (row: number, node: unknown) => number;
  paddingBottom?: (row: number, node: unknown) => number;
};

export type Content =
  | string
  | Content[]
  | (TextStyle & { text: string | Content[] })
  /**
   * `unbreakable`: the stack moves to the next page whole rather than split. It must fit on one
   * page: the engine drops what does not (never for text of unbounded height).
   */
  | (TextStyle & { stack: Content[]; unbreakable?: boolean })
  | (TextStyle & { columns: Array<Content & { width?: number | string }>; columnGap?: number })
  | (TextStyle & {
      table: {
        widths?: Array<number | '*' | 'auto'>;
        headerRows?: number;
        dontBreakRows?: boolean;
        body: Content[][];
      };
      layout?: 'noBorders' | 'headerLineOnly' | 'lightHorizontalLines' | TableLayout;
    })
  /** `image` names an entry of the definition's `images` (a data URL): never a path or a URL. */
  | (TextStyle & { image: string; fit?: [number, number]; width?: number })
  | (TextStyle & { canvas: CanvasLine[] });

export type DocumentDefinition = {
  content: Content;
  pageSize?: 'A4' | 'A5' | 'A6' | { width: number; height: number | 'auto' };
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: Margins;
  defaultStyle?: TextStyle;
  styles?: Record<string, TextStyle>;
  /** Pictures by name, as data URLs (imageDataUrl). */
  images?: Record<string, string>;
  info?: { title?: string; subject?: string; author?: string; keywords?: string };
  language?: string;
  /** Drawn in the bottom margin of every page (page numbers). */
  footer?: (currentPage: number, pageCount: number) => Content;
  /** Whether a node moves to the next page (checked once laid out: a heading left alone). */
  pageBreakBefore?: (
    node: { headlineLevel?: number; pageNumbers: number[] },
    nodes: { getFollowingNodesOnPage(): Array<{ style?: string | string[] }> },
  ) => boolean;
  /** A text drawn faintly across every page (a PAID or VOID mark). */
  watermark?: { text: string; color?: string; opacity?: number; bold?: boolean; fontSize?: number };
};
