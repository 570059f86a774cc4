/**
 * The layout builder's magic-cube presets: each is a board (columns x rows) and one rectangle per image,
 * [x, y, width, height] in board cells. g = grid, v = side by side, h = stacked, lr/tb = one side split.
 */
export interface CubePreset {
  cols: number
  rows: number
  cells: Array<[number, number, number, number]>
}

const side = (n: number): CubePreset => ({ cols: n, rows: 1, cells: Array.from({ length: n }, (_, i) => [i, 0, 1, 1]) })
const stack = (n: number): CubePreset => ({ cols: 1, rows: n, cells: Array.from({ length: n }, (_, i) => [0, i, 1, 1]) })

export const CUBE_PRESETS: Record<string, CubePreset> = {
  g1: { cols: 1, rows: 1, cells: [[0, 0, 1, 1]] },
  g4: {
    cols: 2,
    rows: 2,
    cells: [
      [0, 0, 1, 1],
      [1, 0, 1, 1],
      [0, 1, 1, 1],
      [1, 1, 1, 1],
    ],
  },
  v2: side(2),
  v3: side(3),
  v4: side(4),
  h2: stack(2),
  h3: stack(3),
  h4: stack(4),
  lr12: {
    cols: 2,
    rows: 2,
    cells: [
      [0, 0, 1, 2],
      [1, 0, 1, 1],
      [1, 1, 1, 1],
    ],
  },
  lr13: {
    cols: 2,
    rows: 3,
    cells: [
      [0, 0, 1, 3],
      [1, 0, 1, 1],
      [1, 1, 1, 1],
      [1, 2, 1, 1],
    ],
  },
  lr21: {
    cols: 2,
    rows: 2,
    cells: [
      [0, 0, 1, 1],
      [0, 1, 1, 1],
      [1, 0, 1, 2],
    ],
  },
  lr31: {
    cols: 2,
    rows: 3,
    cells: [
      [0, 0, 1, 1],
      [0, 1, 1, 1],
      [0, 2, 1, 1],
      [1, 0, 1, 3],
    ],
  },
  tb12: {
    cols: 2,
    rows: 2,
    cells: [
      [0, 0, 2, 1],
      [0, 1, 1, 1],
      [1, 1, 1, 1],
    ],
  },
  tb13: {
    cols: 3,
    rows: 2,
    cells: [
      [0, 0, 3, 1],
      [0, 1, 1, 1],
      [1, 1, 1, 1],
      [2, 1, 1, 1],
    ],
  },
  tb21: {
    cols: 2,
    rows: 2,
    cells: [
      [0, 0, 1, 1],
      [1, 0, 1, 1],
      [0, 1, 2, 1],
    ],
  },
  tb31: {
    cols: 3,
    rows: 2,
    cells: [
      [0, 0, 1, 1],
      [1, 0, 1, 1],
      [2, 0, 1, 1],
      [0, 1, 3, 1],
    ],
  },
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
