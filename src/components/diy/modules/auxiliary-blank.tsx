import { View } from '@tarojs/components'
import { DIY_UNIT, sizeOf } from '../box-style'
import type { ModuleProps } from './types'

export function AuxiliaryBlankModule({ module }: ModuleProps<'auxiliary-blank'>) {
  return (
    <View
      className='diy-blank'
      style={{ height: sizeOf(module.height, DIY_UNIT), ...(module.color ? { background: module.color } : {}) }}
      data-testid='diy-auxiliary-blank'
    />
  )
}
