import type { DiyModule } from '@/api/diy'

export type ModuleOf<K extends DiyModule['key']> = Extract<DiyModule, { key: K }>
export interface ModuleProps<K extends DiyModule['key']> {
  module: ModuleOf<K>
}
