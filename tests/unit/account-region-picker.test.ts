import type { Region } from '@/api/region'
import type { ApiResult } from '@/api/types'
import { RegionPickerModel } from '@/components/region-picker/region-model'

const TREE: Record<number, Region[]> = {
  0: [
    { id: 1, name: '北京市', level: 1, hasChildren: true },
    { id: 9, name: '上海市', level: 1, hasChildren: true },
  ],
  1: [{ id: 36, name: '北京市', level: 2, hasChildren: true }],
  9: [{ id: 150, name: '无区县市', level: 2, hasChildren: false }],
  36: [
    { id: 457, name: '东城区', level: 3, hasChildren: false },
    { id: 458, name: '西城区', level: 3, hasChildren: false },
  ],
}

function loader(fail: number[] = []) {
  const calls: number[] = []
  const load = async (pid: number): Promise<ApiResult<Region[]>> => {
    calls.push(pid)
    if (fail.includes(pid)) return { ok: false, code: -1, msg: 'boom', kind: 'server', data: '' }
    return { ok: true, code: 0, msg: '', data: TREE[pid] ?? [] }
  }
  return { load, calls }
}

describe('region picker data flow', () => {
  it('loads provinces, then children by pid, and completes on a leaf', async () => {
    const { load, calls } = loader()
    const model = new RegionPickerModel(load)
    await model.open()
    expect(model.columns[0].map((r) => r.name)).toEqual(['北京市', '上海市'])
    await model.choose(0, TREE[0][0])
    expect(model.level).toBe(1)
    expect(model.complete).toBe(false)
    await model.choose(1, TREE[1][0])
    expect(model.level).toBe(2)
    await model.choose(2, TREE[36][1])
    expect(model.complete).toBe(true)
    expect(model.value).toEqual({ province: { id: 1, name: '北京市' }, city: { id: 36, name: '北京市' }, county: { id: 458, name: '西城区' } })
    expect(calls).toEqual([0, 1, 36])
  })

  it('completes at the city when it has no districts (is_son no)', async () => {
    const model = new RegionPickerModel(loader().load)
    await model.open()
    await model.choose(0, TREE[0][1])
    await model.choose(1, TREE[9][0])
    expect(model.complete).toBe(true)
    expect(model.value.county).toEqual({ id: 0, name: '' })
  })

  it('drops deeper choices when a shallower one changes', async () => {
    const model = new RegionPickerModel(loader().load)
    await model.open()
    await model.choose(0, TREE[0][0])
    await model.choose(1, TREE[1][0])
    await model.choose(0, TREE[0][1])
    expect(model.selected.map((r) => r?.id)).toEqual([9])
    expect(model.columns[1].map((r) => r.id)).toEqual([150])
  })

  it('walks down to an existing value when opened for editing', async () => {
    const model = new RegionPickerModel(loader().load)
    await model.open({ province: { id: 1, name: '' }, city: { id: 36, name: '' }, county: { id: 457, name: '' } })
    expect(model.selected.map((r) => r?.id)).toEqual([1, 36, 457])
    expect(model.complete).toBe(true)
  })

  it('shows the error of a failed level and retries it', async () => {
    const failing = loader([1])
    const model = new RegionPickerModel(failing.load)
    await model.open()
    await model.choose(0, TREE[0][0])
    expect(model.error).toBe('boom')
    const ok = loader()
    ;(model as unknown as { load: typeof ok.load }).load = ok.load
    await model.retry()
    expect(model.error).toBe('')
    expect(model.columns[1][0].id).toBe(36)
  })
})
