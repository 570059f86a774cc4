/**
 * The layout builder's magic-cube presets: each is a board (columns x rows) and one rectangle per image,
 * [x, y, width, height] in board cells. g = grid, v = side by side, h = stacked, lr/tb = one side split.
 * The order of the cells is the order of the images.
 */
type Cell = [number, number, number, number]

export interface CubePreset {
  cols: number
  rows: number
  cells: Cell[]
}

/** n one-cell images along row y, or down column x. */
const row = (y: number, n: number): Cell[] => Array.from({ length: n }, (_, i): Cell => [i, y, 1, 1])
const column = (x: number, n: number): Cell[] => Array.from({ length: n }, (_, i): Cell => [x, i, 1, 1])

const side = (n: number): CubePreset => ({ cols: n, rows: 1, cells: row(0, n) })
const stack = (n: number): CubePreset => ({ cols: 1, rows: n, cells: column(0, n) })
/** One tall image on the left, n small ones down the right (lr1n), or the other way round (lrn1). */
const bigLeft = (n: number): CubePreset => ({ cols: 2, rows: n, cells: [[0, 0, 1, n], ...column(1, n)] })
const bigRight = (n: number): CubePreset => ({ cols: 2, rows: n, cells: [...column(0, n), [1, 0, 1, n]] })
/** One wide image on top, n small ones below (tb1n), or the other way round (tbn1). */
const bigTop = (n: number): CubePreset => ({ cols: n, rows: 2, cells: [[0, 0, n, 1], ...row(1, n)] })
const bigBottom = (n: number): CubePreset => ({ cols: n, rows: 2, cells: [...row(0, n), [0, 1, n, 1]] })

export const CUBE_PRESETS: Record<string, CubePreset> = {
  g1: side(1),
  g4: { cols: 2, rows: 2, cells: [...row(0, 2), ...row(1, 2)] },
  v2: side(2),
  v3: side(3),
  v4: side(4),
  h2: stack(2),
  h3: stack(3),
  h4: stack(4),
  lr12: bigLeft(2),
  lr13: bigLeft(3),
  lr21: bigRight(2),
  lr31: bigRight(3),
  tb12: bigTop(2),
  tb13: bigTop(3),
  tb21: bigBottom(2),
  tb31: bigBottom(3),
  // Two wide images stacked beside two tall ones, and the mirror.
  lrh2v2: {
    cols: 4,
    rows: 2,
    cells: [
      [0, 0, 2, 1],
      [0, 1, 2, 1],
      [2, 0, 1, 2],
      [3, 0, 1, 2],
    ],
  },
  lrv2h2: {
    cols: 4,
    rows: 2,
    cells: [
      [0, 0, 1, 2],
      [1, 0, 1, 2],
      [2, 0, 2, 1],
      [2, 1, 2, 1],
    ],
  },
}
